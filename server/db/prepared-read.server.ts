import { PGlite, protocol } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./client.server";

/** A row as the database's text output, field by field in select order (null for SQL NULL). */
export type TextRow = (string | null)[];

/** node-postgres: every column as the database's text, as PGlite's protocol messages carry it. */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

type DataRowMessage = InstanceType<typeof protocol.messages.DataRowMessage>;

/** The statements prepared on each PGlite session (several stores may share one, as tests do). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();
const CLOSE = (name: string) => protocol.serialize.close({ type: "S", name });

/**
 * A read the database parses and plans once per session and afterwards only runs: the primary-key
 * read behind every stored page (decision 0077). drizzle's `prepare` names the statement on
 * node-postgres, but on PGlite it parses, describes and plans the query again on every call, in
 * five protocol round trips into the WebAssembly backend; here a named statement is bound and run
 * in one (0.35 → 0.19 CPU ms a read of a license page). `text` takes text parameters `$1…`.
 */
export function preparedRead(db: Db, name: string, text: string): (params: string[]) => Promise<TextRow[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const prepared = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, prepared);
    const types = (text.match(/\$\d+/g) ?? []).map(() => 25);
    return (params) =>
      // The same locks as `query`: never inside another caller's open transaction or query.
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const bind = protocol.serialize.bind({ statement: name, values: params });
          const parse = prepared.has(name) ? [] : [protocol.serialize.parse({ name, text, types })];
          const message = Buffer.concat([...parse, bind, EXECUTE, SYNC]);
          const { messages } = await client.execProtocol(message, { syncToFs: false }).catch(async (error: unknown) => {
            // A parse that succeeded before the bind failed left the statement: close it, so the next
            // call parses it again instead of failing on a duplicate name.
            if (parse.length > 0)
              await client.execProtocol(Buffer.concat([CLOSE(name), SYNC]), { syncToFs: false }).catch(() => undefined);
            throw error;
          });
          prepared.add(name);
          return messages.flatMap((message) => (message.name === "dataRow" ? [(message as DataRowMessage).fields] : []));
        }),
      );
  }
  if (client instanceof pg.Pool)
    return async (params) =>
      (await client.query<TextRow>({ name, text, values: params, rowMode: "array", types: TEXT_TYPES })).rows;
  throw new Error("preparedRead: the database handle is neither PGlite nor a node-postgres pool");
}
