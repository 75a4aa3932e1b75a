import { Worker } from "node:worker_threads";
import type { PdfInput } from "./pdf.server";

/** Renders waiting or running at once; more answer "busy" rather than queueing without end. */
export const MAX_PENDING_PDFS = 8;

type Reply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * The worker: built next to the server bundle in production (scripts/build-server.mjs), from the
 * TypeScript source through tsx in development and tests (run from the repository root).
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./pdf-worker.mjs", here));
  const source = JSON.stringify(new URL("./pdf-worker.server.ts", here).href);
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); });`, { eval: true });
}

/**
 * pdfkit lays out and compresses on the CPU for hundreds of milliseconds per result: one worker
 * thread does it, so the event loop keeps answering other requests (decision 0039). The worker
 * starts on the first render, does not keep the process alive, and is restarted after a crash.
 */
export function createPdfRenderer() {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  function failAll(failed: Worker, error: Error) {
    if (worker !== failed) return;
    worker = null;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.unref();
    started.on("message", (reply: Reply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiter) return;
      if ("error" in reply) waiter.reject(new Error(`PDF rendering failed: ${reply.error}`));
      else waiter.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    started.on("error", (error) => failAll(started, error));
    started.on("exit", (code) => failAll(started, new Error(`PDF worker exited with code ${code}`)));
    worker = started;
    return started;
  }

  return {
    /** The PDF, or "busy" when MAX_PENDING_PDFS renders are already waiting. */
    render(input: PdfInput): Promise<Buffer | "busy"> {
      if (pending.size >= MAX_PENDING_PDFS) return Promise.resolve("busy");
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ensureWorker().postMessage({ id, input });
      });
    },
  };
}
