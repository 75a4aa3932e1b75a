import { describe, expect, it } from "vitest";
import { ncsGroups } from "./LicenseFacts";

const c = (largeName: string, middleName: string, smallName: string) => ({ code: smallName, largeName, middleName, smallName });

describe("ncsGroups", () => {
  it("groups small classes under their large and middle class", () => {
    expect(
      ncsGroups([
        c("정보통신", "정보기술", "정보기술개발"),
        c("정보통신", "정보기술", "정보보호"),
        c("건설", "플랜트", "플랜트설계.감리"),
      ]),
    ).toEqual(["정보통신 > 정보기술: 정보기술개발, 정보보호", "건설 > 플랜트: 플랜트설계.감리"]);
  });

  it("ranks the license's own 직무분야 first, then larger groups (정보처리기사 is not a 보건.의료 license)", () => {
    const c = (largeName: string, middleName: string, smallName: string) => ({
      code: smallName,
      largeName,
      middleName,
      smallName,
    });
    const groups = ncsGroups(
      [
        c("보건.의료", "보건", "의료기술지원"),
        c("전기.전자", "전자기기개발", "로봇개발"),
        c("전기.전자", "전자기기개발", "OLED개발"),
        c("정보통신", "방송기술", "방송제작기술"),
        c("정보통신", "정보기술", "정보보호"),
      ],
      { field: "정보통신", subField: "정보기술" },
    );
    expect(groups).toEqual([
      "정보통신 > 정보기술: 정보보호",
      "정보통신 > 방송기술: 방송제작기술",
      "전기.전자 > 전자기기개발: 로봇개발, OLED개발",
      "보건.의료 > 보건: 의료기술지원",
    ]);
  });
});
