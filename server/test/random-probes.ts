/**
 * Random bad input for the fuzz sweep (server/http/input.int.test.ts): for each route, requests whose
 * fields, values, body encodings and query strings are drawn from hostile pools by a seeded generator,
 * so a failing run is replayed with the same `FUZZ_SEED`. `FUZZ_RANDOM_ROUNDS` (default 1) sets how
 * many random requests each route gets per session; issue 57's ≥ 20,000-request runs use ~40.
 */

export interface RandomProbe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

export const randomRounds = () => Math.max(0, Number(process.env.FUZZ_RANDOM_ROUNDS ?? 1) || 0);
export const fuzzSeed = () => Number(process.env.FUZZ_SEED ?? 57) >>> 0;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(40),
  "2026-02-30",
  "2026-13-01",
  "9999-12-31",
  "0000-00-00",
  "true",
  "null",
  "[]",
  "{}",
  '{"$ne":1}',
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "\uD800",
  "\uFEFF제목",
  "\u202E역순",
  "가".repeat(5_000),
  "a".repeat(70_000),
  "😀".repeat(300),
  "ld_id=0432&x=1",
  "http://evil.example/",
  "javascript:alert(1)",
  "\r\nSet-Cookie: x=1",
];

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=rnd",
  "text/plain",
  "application/xml",
  "",
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function value(random: () => number): string {
  const base = pick(random, VALUES);
  // Now and then two hostile values glued together, or a long value cut mid-character.
  if (random() < 0.2) return `${base}${pick(random, VALUES)}`;
  if (random() < 0.1) return base.slice(0, Math.floor(random() * base.length));
  return base;
}

function fields(random: () => number, names: readonly string[], structured: Record<string, string>) {
  const out: Record<string, string> = {};
  const count = 1 + Math.floor(random() * Math.min(12, names.length));
  for (let i = 0; i < count; i++) {
    const name = pick(random, names);
    // Half the time a field keeps its valid value, so the hostile ones next to it get past validation.
    out[name] = structured[name] !== undefined && random() < 0.5 ? (structured[name] as string) : value(random);
  }
  return out;
}

function body(random: () => number, type: string, data: Record<string, string>): BodyInit {
  if (type === "application/json") {
    const shapes = [JSON.stringify(data), JSON.stringify([data]), JSON.stringify({ data }), "[", '"text"', "1"];
    return pick(random, shapes);
  }
  if (type.startsWith("multipart/")) {
    const parts = Object.entries(data).map(
      ([k, v]) =>
        `--rnd\r\nContent-Disposition: form-data; name="${k}"${random() < 0.2 ? '; filename="x.csv"' : ""}\r\n\r\n${v}\r\n`,
    );
    return `${parts.join("")}${random() < 0.8 ? "--rnd--\r\n" : ""}`;
  }
  return new URLSearchParams(data).toString();
}

/** `rounds` random requests to one route (GETs get random query strings only). */
export function randomProbes(
  random: () => number,
  method: string,
  target: string,
  names: readonly string[],
  structured: Record<string, string>,
  rounds: number,
): RandomProbe[] {
  const sep = target.includes("?") ? "&" : "?";
  return Array.from({ length: rounds }, (_, i): RandomProbe => {
    const query = new URLSearchParams(fields(random, names, structured)).toString();
    const path = random() < 0.5 ? `${target}${sep}${query}` : target;
    if (method === "GET") return { label: `random #${i} query`, method, path: `${target}${sep}${query}` };
    const type = pick(random, CONTENT_TYPES);
    return {
      label: `random #${i} ${type || "no type"}`,
      method,
      path,
      headers: type ? { "content-type": type } : ({} as Record<string, string>),
      body: body(random, type, fields(random, names, structured)),
    };
  });
}
