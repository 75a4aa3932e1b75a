import { describe, expect, it } from "vitest";
import { professionalStageLines, stageLines } from "./source-text";

describe("stageLines", () => {
  it("splits the stages glued with a hyphen onto their own lines", () => {
    expect(stageLines("필기 : 객관식 4지 택일형, 과목당 20문항(과목당 30분)- 실기 : 필답형(2시간30분)")).toBe(
      "필기: 객관식 4지 택일형, 과목당 20문항(과목당 30분)\n실기: 필답형(2시간30분)",
    );
    expect(
      stageLines(
        "필기 : 100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상.- 실기 : 100점을 만점으로 하여 60점 이상.",
      ),
    ).toBe("필기: 100점을 만점으로 하여 과목당 40점 이상, 전과목 평균 60점 이상.\n실기: 100점을 만점으로 하여 60점 이상.");
  });

  it("handles spaced hyphens, 면접 and labels with a qualifier", () => {
    expect(stageLines("필기 : 단답형 및 주관식 논술형(매교시당 100분 총 400분) - 면접 : 구술형 면접시험(30분 정도)")).toBe(
      "필기: 단답형 및 주관식 논술형(매교시당 100분 총 400분)\n면접: 구술형 면접시험(30분 정도)",
    );
    expect(stageLines("필기 : 객관식 (60분) - 실기(복합형) : 필답형 + 작업형")).toBe(
      "필기: 객관식 (60분)\n실기(복합형) : 필답형 + 작업형",
    );
  });

  it("keeps hyphens that are not stage separators", () => {
    expect(stageLines("필기·실기 :100점 만점에 60점 이상 득점자")).toBe("필기·실기: 100점 만점에 60점 이상 득점자");
    expect(stageLines("작업형 (A-1 과제, 3-4시간)")).toBe("작업형 (A-1 과제, 3-4시간)");
    expect(stageLines("100점 만점에 60점 이상")).toBe("100점 만점에 60점 이상");
  });
});

describe("professionalStageLines", () => {
  it("names 공인노무사's stages 1차/2차/3차 as the item does, in 검정방법 and 합격기준", () => {
    expect(
      professionalStageLines(
        "필기 : 1차 객관식 (5지 택일형, 과목당 40문항) / 2차 주관식 논술형 - 실기 : 3차 면접",
        "필기 : 1차: 100점 만점, 과목당 40점 이상, 평균 60점 이상 / 2차: 100점 만점, 과목당 40점 이상, 평균 60점 이상 - 실기 : 합격·불합격 판정",
      ),
    ).toEqual({
      method: "1차: 객관식 (5지 택일형, 과목당 40문항)\n2차: 주관식 논술형\n3차: 면접",
      criteria:
        "1차: 100점 만점, 과목당 40점 이상, 평균 60점 이상\n2차: 100점 만점, 과목당 40점 이상, 평균 60점 이상\n3차: 합격·불합격 판정",
    });
  });

  it("numbers a stage that gives no number after the ones before it and keeps Q-Net's word beside it", () => {
    expect(
      professionalStageLines(
        "필기 : 객관식 4지 택일형 (과목당 25문항) - 실기 : 외국어 구술 면접",
        "필기 : 100점을 만점으로 하여 과목당 40점 이상이고 전 과목 평균 60점 이상 - 실기 : 합격·불합격 판정",
      ),
    ).toEqual({
      method: "1차(필기): 객관식 4지 택일형 (과목당 25문항)\n2차(실기): 외국어 구술 면접",
      criteria: "1차(필기): 100점을 만점으로 하여 과목당 40점 이상이고 전 과목 평균 60점 이상\n2차(실기): 합격·불합격 판정",
    });
    expect(
      professionalStageLines("필기 : 1차 객관식 / 2차 주관식 논술형", "필기 : 100점을 만점으로 하여 과목당 40점 이상").criteria,
    ).toBe("1차·2차: 100점을 만점으로 하여 과목당 40점 이상");
  });

  it("leaves text without stage labels, and missing texts, alone", () => {
    expect(professionalStageLines(null, "100점 만점에 60점 이상")).toEqual({ method: null, criteria: "100점 만점에 60점 이상" });
  });
});
