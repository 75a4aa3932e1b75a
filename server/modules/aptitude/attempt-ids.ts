import { createHash, randomBytes } from "node:crypto";
import type { Instrument } from "./instruments/types";

const INSTRUMENTS: readonly Instrument[] = ["riasec", "bigfive", "metaverse", "edutech"];
const RANDOM_BYTES = 8;

/**
 * Ids of attempts that are not stored yet. A start page only hands out such an id: the attempt is
 * stored with its first answer, so a page view (a crawler, a reload loop) writes nothing. The id
 * carries its instrument (byte 0), 64 random bits, and a tag binding it to its owner (`ownerKey`),
 * so nobody else can store an attempt under it.
 */
export function newAttemptId(instrument: Instrument, ownerKey: string): string {
  const id = Buffer.alloc(16);
  id[0] = INSTRUMENTS.indexOf(instrument);
  randomBytes(RANDOM_BYTES).copy(id, 1);
  tagOf(id, ownerKey).copy(id, 1 + RANDOM_BYTES);
  return id.toString("base64url");
}

/** The instrument of a new attempt's id when `ownerKey` is the owner it was made for, else null. */
export function newAttemptInstrument(attemptId: string, ownerKey: string): Instrument | null {
  const id = Buffer.from(attemptId, "base64url");
  if (id.length !== 16 || id.toString("base64url") !== attemptId) return null;
  const instrument = INSTRUMENTS[id[0] ?? -1];
  if (!instrument) return null;
  return tagOf(id, ownerKey).equals(id.subarray(1 + RANDOM_BYTES)) ? instrument : null;
}

function tagOf(id: Buffer, ownerKey: string): Buffer {
  return createHash("sha256")
    .update(id.subarray(0, 1 + RANDOM_BYTES))
    .update(ownerKey)
    .digest()
    .subarray(0, 16 - 1 - RANDOM_BYTES);
}
