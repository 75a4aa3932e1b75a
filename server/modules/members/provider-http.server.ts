/** However slowly a provider answers, a login waits at most this long per call, body included. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Token and profile answers are a few KB; a larger body is refused, not read (issue 34: 200 MB was read whole). */
export const PROVIDER_MAX_BYTES = 64 * 1024;

export interface ProviderAnswer {
  ok: boolean;
  status: number;
  /** The parsed JSON body of a 2xx answer; null otherwise. */
  body: unknown;
}

/** One call to a login provider: one deadline for the whole exchange, and at most PROVIDER_MAX_BYTES read. */
export async function providerJson(url: string, init: RequestInit, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<ProviderAnswer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) {
    await res.body?.cancel();
    return { ok: false, status: res.status, body: null };
  }
  return { ok: true, status: res.status, body: JSON.parse(await cappedText(res)) };
}

async function cappedText(res: Response): Promise<string> {
  if (Number(res.headers.get("content-length")) > PROVIDER_MAX_BYTES) {
    await res.body?.cancel();
    throw new Error(`provider answer larger than ${PROVIDER_MAX_BYTES} bytes`);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PROVIDER_MAX_BYTES) {
      await reader.cancel();
      throw new Error(`provider answer larger than ${PROVIDER_MAX_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
