import { PGlite, protocol } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./client.server";

/**
 * A row field by field in select order: the database's text, or the bytes of a `bytea` column
 * read as `"bytes"` (null for SQL NULL).
 */
export type ReadRow = (string | Buffer | null)[];

/** node-postgres: every column as the database's text, as PGlite's protocol messages carry it. */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

/** The statements prepared on each PGlite session (several stores may share one, as tests do). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();
const CLOSE = (name: string) => protocol.serialize.close({ type: "S", name });

/**
 * A read the database parses and plans once per session and afterwards only runs: the primary-key
 * read behind every stored page (decision 0077). drizzle's `prepare` names the statement on
 * node-postgres; on PGlite, where PGlite's `query` parsed and planned every call in five round
 * trips, drizzle's statements are now prepared once too (decision 0080), but each call still
 * describes the portal and goes through PGlite's parser: here a named statement is bound and run in
 * one round trip (0.35 → 0.19 CPU ms a read of a license page). `text` takes text parameters `$1…`.
 *
 * On PGlite the answer is read off the wire here rather than by PGlite's protocol parser, which
 * copied each ~10 KB answer three times and decoded it as text; the `"bytes"` columns leave the
 * database as raw bytes (binary format) instead of text to encode and decode (decision 0077).
 * `columns`: how to read each result column, all of them (the protocol takes a format for every
 * column or for none); without it every column is text.
 */
export function preparedRead(
  db: Db,
  name: string,
  text: string,
  { columns = [] }: { columns?: readonly ("text" | "bytes")[] } = {},
): (params: string[]) => Promise<ReadRow[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const bytes = new Set(columns.flatMap((format, i) => (format === "bytes" ? [i] : [])));
  if (client instanceof PGlite) {
    const prepared = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, prepared);
    const types = (text.match(/\$\d+/g) ?? []).map(() => 25);
    const formats = bytes.size === 0 ? [] : columns.map((format) => (format === "bytes" ? 1 : 0));
    return (params) =>
      // The same locks as `query`: never inside another caller's open transaction or query.
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const parse = prepared.has(name) ? [] : [protocol.serialize.parse({ name, text, types })];
          const message = Buffer.concat([...parse, bindMessage(name, params, formats), EXECUTE, SYNC]);
          const chunks: Buffer[] = [];
          // The chunks are views of the WebAssembly memory, valid only during the call: copied.
          await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
          const answer = readAnswer(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks), bytes);
          if (answer.error) {
            // A parse that succeeded before the bind failed left the statement: close it, so the next
            // call parses it again instead of failing on a duplicate name.
            if (parse.length > 0 && answer.parsed)
              await client.execProtocolRaw(Buffer.concat([CLOSE(name), SYNC]), { syncToFs: false }).catch(() => undefined);
            throw answer.error;
          }
          prepared.add(name);
          return answer.rows;
        }),
      );
  }
  if (client instanceof pg.Pool)
    return async (params) => {
      const { rows } = await client.query<ReadRow>({ name, text, values: params, rowMode: "array", types: TEXT_TYPES });
      // `bytea` as text is `\x` and hex.
      if (bytes.size > 0)
        for (const row of rows)
          for (const i of bytes) if (typeof row[i] === "string") row[i] = Buffer.from((row[i] as string).slice(2), "hex");
      return rows;
    };
  throw new Error("preparedRead: the database handle is neither PGlite nor a node-postgres pool");
}

/** A Bind message: text parameters, and a format code per result column (1: binary). */
function bindMessage(statement: string, params: string[], formats: number[]): Buffer {
  const values = params.map((value) => Buffer.from(value, "utf8"));
  const name = Buffer.from(`${statement}\0`, "utf8");
  const length = 4 + 1 + name.length + 2 + 2 + values.reduce((n, value) => n + 4 + value.length, 0) + 2 + 2 * formats.length;
  const out = Buffer.allocUnsafe(1 + length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(length, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at += name.copy(out, at);
  at = out.writeInt16BE(0, at); // every parameter as text
  at = out.writeInt16BE(values.length, at);
  for (const value of values) {
    at = out.writeInt32BE(value.length, at);
    at += value.copy(out, at);
  }
  at = out.writeInt16BE(formats.length, at);
  for (const format of formats) at = out.writeInt16BE(format, at);
  return out;
}

/**
 * The rows and the first error of a protocol answer (ParseComplete, BindComplete, DataRow…,
 * CommandComplete, ErrorResponse, ReadyForQuery); `parsed`: the statement's Parse succeeded.
 */
function readAnswer(data: Buffer, bytes: ReadonlySet<number>): { rows: ReadRow[]; error?: DatabaseError; parsed: boolean } {
  const rows: ReadRow[] = [];
  let error: DatabaseError | undefined;
  let parsed = false;
  for (let at = 0; at + 5 <= data.length; ) {
    const type = data[at];
    const end = at + 1 + data.readInt32BE(at + 1);
    let field = at + 5;
    if (type === 0x31)
      parsed = true; // '1' ParseComplete
    else if (type === 0x44) {
      // 'D' DataRow: a count, then each field's length (-1: NULL) and bytes.
      const count = data.readInt16BE(field);
      field += 2;
      const row: ReadRow = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = data.readInt32BE(field);
        field += 4;
        row[i] =
          length < 0 ? null : bytes.has(i) ? data.subarray(field, field + length) : data.toString("utf8", field, field + length);
        if (length > 0) field += length;
      }
      rows.push(row);
    } else if (type === 0x45 && !error) error = errorOf(data.subarray(field, end)); // 'E'
    at = end;
  }
  return { rows, error, parsed };
}

/**
 * An ErrorResponse's fields (a type byte and a string each: 'S' severity, 'C' SQLSTATE, 'M' message)
 * as the error PGlite's own parser raises.
 */
function errorOf(fields: Buffer): DatabaseError {
  const found: Record<string, string> = {};
  for (let at = 0; at < fields.length && fields[at] !== 0; ) {
    const stop = fields.indexOf(0, at + 1);
    found[String.fromCharCode(fields[at] as number)] = fields.toString("utf8", at + 1, stop);
    at = stop + 1;
  }
  return Object.assign(new protocol.messages.DatabaseError(found.M ?? "database error", fields.length, "error"), {
    severity: found.S,
    code: found.C,
  });
}
