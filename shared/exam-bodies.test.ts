import { describe, expect, it } from "vitest";
import { examBodyOf, QNET_URL } from "./exam-bodies";

const certweb = (name: string, gradeName: string | null = null) => ({
  name,
  gradeName,
  source: "certweb_data_cert1",
  issuer: null,
});

describe("exam bodies", () => {
  it("credits Q-Net only for the items of its list, with the snapshot's 시행기관", () => {
    const qnet = {
      name: "공인노무사",
      gradeName: "공인노무사",
      source: "qnet_national_qualification_list",
      issuer: "한국산업인력공단",
    };
    expect(examBodyOf(qnet)).toEqual({ name: "한국산업인력공단", url: QNET_URL, qnet: true });
    expect(examBodyOf({ ...qnet, source: "qnet_openapi_list", issuer: null })).toMatchObject({
      name: "한국산업인력공단",
      qnet: true,
    });
  });

  it("names the bodies of licenses Q-Net does not run, never Q-Net", () => {
    expect(examBodyOf(certweb("컴퓨터활용능력 1급"))).toEqual({
      name: "대한상공회의소",
      url: "https://license.korcham.net",
      qnet: false,
    });
    expect(examBodyOf(certweb("경영정보시각화능력", "상공회의소 자격"))).toMatchObject({ name: "대한상공회의소" });
    expect(examBodyOf(certweb("정보기술자격(ITQ) A급"))).toEqual({
      name: "한국생산성본부",
      url: "https://license.kpc.or.kr",
      qnet: false,
    });
    expect(examBodyOf(certweb("요양보호사"))).toMatchObject({ name: "한국보건의료인국가시험원", qnet: false });
    expect(examBodyOf(certweb("바리스타"))).toBeNull();
  });
});
