import { beforeAll, expect, it } from "vitest";
import { loader } from "../../../app/routes/jnLics/licenseInfo";
import { feeLine } from "../../../shared/exam-stages";
import { examFactTexts } from "../../../shared/source-text";
import { describeWithDatabases, routeContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

type PageData = Awaited<ReturnType<typeof loader>>;

describeWithDatabases("license labels and sources (issue 38)", (ctx) => {
  const page = async (id: string): Promise<PageData> => {
    const request = new Request(`http://localhost/jnLics/licenseInfo?ld_id=${id}`);
    return loader({ request, context: routeContext(ctx().services), params: {} } as Parameters<typeof loader>[0]);
  };
  beforeAll(() => ctx().clock.set(new Date(SNAPSHOT_NOW)));

  it("shows 한국사능력검정시험 (M209) as 국사편찬위원회's test, not a 공인민간자격 credited to Q-Net", async () => {
    const { license } = await page("M209");
    expect(license.qualificationTypeName).toBe("국사편찬위원회 시행 시험");
    expect(license.issuer).toBe("국사편찬위원회");
    expect(license.source).not.toContain("Q-Net");
    expect(license.source).toContain("CertWeb");
  });

  it("calls a CertWeb 국가민간자격 공인 only where its row says 공인 (ITQ)", async () => {
    expect((await page("M112")).license.qualificationTypeName).toBe("공인민간자격");
  });

  it("credits the figures of ITQ, 요양보호사 and 컴퓨터활용능력 to CertWeb's compilation, not Q-Net", async () => {
    for (const id of ["M112", "S183", "T088"]) {
      const { stats, license } = await page(id);
      expect(stats.length, id).toBeGreaterThan(0);
      for (const year of stats) {
        expect(year.source, id).not.toContain("Q-Net");
        expect(year.source, id).toContain("CertWeb 수집 자료");
      }
      expect(license.source, id).not.toContain("Q-Net");
    }
  });

  it("keeps 공인노무사's 3차 fee and 3차 statistics, and names its stages 1차/2차/3차", async () => {
    const { license, stats } = await page("9500");
    expect(feeLine(license)).toBe("1차 40,000원 / 2차 55,000원 / 3차 55,000원");
    const y2022 = stats.find((s) => s.year === 2022);
    // certweb_data_cert1.csv: 2022 1차 7,002 (60.28 %), 2차 5,128 (10.71 %), 3차 551 (100 %).
    expect(y2022?.written?.applicants).toBe(7002);
    expect(y2022?.practical?.applicants).toBe(5128);
    expect(y2022?.interview).toMatchObject({ applicants: 551, passRate: 100 });
    const texts = examFactTexts(license);
    expect(texts.method).toBe("1차: 객관식 (5지 택일형, 과목당 40문항)\n2차: 주관식 논술형\n3차: 면접");
    expect(texts.criteria).not.toMatch(/필기|실기/);
  });

  it("files a 기술사's 면접 figures as its second stage only, never as a second 면접 column (issue 53: 14)", async () => {
    const { stats } = await page("0432");
    // KOSIS 2021 prac 5 / 3 (60 %) and Q-Net statsvc 2021 실기(면접) 5 / 3 (60.0 %) are one stage.
    const y2021 = stats.find((s) => s.year === 2021);
    expect(y2021?.practical).toMatchObject({ applicants: 5, passers: 3 });
    expect(stats.length).toBeGreaterThan(4);
    expect(stats.filter((s) => s.interview)).toEqual([]);
  });
});
