import { describe, expect, it } from "vitest";
import { ncsGroups } from "./LicenseFacts";

describe("ncsGroups", () => {
  it("groups small classes under their large and middle class", () => {
    const c = (largeName: string, middleName: string, smallName: string) => ({
      code: smallName,
      largeName,
      middleName,
      smallName,
    });
    expect(
      ncsGroups([
        c("정보통신", "정보기술", "정보기술개발"),
        c("정보통신", "정보기술", "정보보호"),
        c("건설", "플랜트", "플랜트설계.감리"),
      ]),
    ).toEqual(["정보통신 > 정보기술: 정보기술개발, 정보보호", "건설 > 플랜트: 플랜트설계.감리"]);
  });
});
