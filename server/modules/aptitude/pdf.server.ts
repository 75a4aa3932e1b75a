import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import type { RelatedJob, RelatedLicense } from "./related.server";
import type { ProfileView } from "./views";

/** Noto Sans CJK from Debian's fonts-noto-cjk (CI and the Dockerfile install it); KR face of the collection. */
const FONT_DIR = process.env.PDF_FONT_DIR ?? "/usr/share/fonts/opentype/noto";
const REGULAR = { file: `${FONT_DIR}/NotoSansCJK-Regular.ttc`, family: "NotoSansCJKkr-Regular" };
const BOLD = { file: `${FONT_DIR}/NotoSansCJK-Bold.ttc`, family: "NotoSansCJKkr-Bold" };

export const pdfFontsAvailable = () => existsSync(REGULAR.file) && existsSync(BOLD.file);

export interface PdfInput {
  instrumentName: string;
  completedOn: string;
  userName: string | null;
  view: ProfileView;
  related: { jobs: RelatedJob[]; licenses: RelatedLicense[] } | null;
}

/** A one-to-two page A4 PDF of a result: type, score table with bars, comments, related lists, note. */
export function renderResultPdf(input: PdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `${input.instrumentName} 결과`, Author: "자격나침반" } });
  doc.registerFont("regular", REGULAR.file, REGULAR.family);
  doc.registerFont("bold", BOLD.file, BOLD.family);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 100;
  doc.font("regular").fontSize(10).fillColor("#475569").text(`자격나침반 교육박람회 · ${input.instrumentName}`);
  doc
    .font("bold")
    .fontSize(20)
    .fillColor("#0f172a")
    .text(`${input.instrumentName} 결과${input.userName ? ` · ${input.userName}님` : ""}`);
  doc.font("regular").fontSize(10).text(`검사일 ${input.completedOn}`);
  doc.moveDown();
  doc
    .font("bold")
    .fontSize(14)
    .text(`${input.view.kind === "riasec" ? "흥미 유형" : "두드러진 성격 요인"}: ${input.view.roleName} (${input.view.typeCd})`);
  doc.moveDown(0.5);

  doc.font("bold").fontSize(12).text("점수 (원점수 / 범위, 위치 0–100)");
  doc.moveDown(0.3);
  for (const s of input.view.scales) {
    const y = doc.y;
    doc.font("regular").fontSize(10).fillColor("#0f172a").text(`${s.name} (${s.code})`, 50, y, { width: 110 });
    doc.rect(165, y + 2, 250, 9).fill("#e2e8f0");
    doc.rect(165, y + 2, (250 * s.percent) / 100, 9).fill("#1847ab");
    doc
      .fillColor("#0f172a")
      .text(`${s.raw} / ${s.min}–${s.max} · ${s.percent}${s.levelName ? ` · ${s.levelName}` : ""}`, 425, y, {
        width: width - 375,
      });
    doc.moveDown(0.4);
  }
  doc.x = 50;
  doc.moveDown();
  doc.font("bold").fontSize(12).text("결과 해석");
  doc.font("regular").fontSize(10);
  for (const c of input.view.comments) doc.text(`• ${c}`, { width });
  if (input.related && input.related.jobs.length > 0) {
    doc.moveDown();
    doc.font("bold").fontSize(12).text("관련 직업 (출처: 커리어넷)");
    doc
      .font("regular")
      .fontSize(10)
      .text(input.related.jobs.map((j) => j.name).join(", "), { width });
    doc.moveDown(0.5);
    doc.font("bold").fontSize(12).text("관련 자격증");
    doc
      .font("regular")
      .fontSize(10)
      .text(input.related.licenses.map((l) => l.name).join(", ") || "연결된 자격증 없음", { width });
  }
  doc.moveDown();
  doc.font("regular").fontSize(9).fillColor("#475569").text(input.view.note, { width });
  doc.end();
  return done;
}
