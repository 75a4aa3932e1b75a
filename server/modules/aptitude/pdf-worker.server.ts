import { parentPort } from "node:worker_threads";
import { type PdfInput, renderResultPdf } from "./pdf.server";

/** The PDF worker thread (decision 0039): renders one result PDF per message, in turn. */
parentPort?.on("message", async ({ id, input }: { id: number; input: PdfInput }) => {
  try {
    const pdf = await renderResultPdf(input);
    parentPort?.postMessage({ id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
