import { type PGlite, parse, protocol, type Results, type Transaction } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;
type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

/** Statements kept prepared per PGlite session; the least recently used are closed beyond it. */
const MAX_STATEMENTS = 400;
/** Longer statements (an import's multi-row inserts) are parsed and planned each time, as before. */
const MAX_TEXT_LENGTH = 16_000;
const MAX_PARAMETERS = 100;

const { serialize } = protocol;
const SYNC = serialize.sync();
const EXECUTE = serialize.execute({});
const DESCRIBE_PORTAL = serialize.describe({ type: "P" });

interface Statement {
  name: string;
  /** The parameter types the database inferred: each value is serialised for its type, as PGlite's `query` does. */
  parameterTypes: number[];
}

/**
 * PGlite's `query` as drizzle calls it, with each statement text parsed and planned once per session
 * and afterwards only bound and run (decision 0080). PGlite's own `query` sends an unnamed statement
 * through parse, describe, bind, describe and execute, and the planner runs on every call (its
 * `fstat`s into the WebAssembly file system were 8 % of a member page's CPU); on the my-page's four
 * statements the named statement is 0.16–0.24 CPU ms against 0.9–2.3. The database re-plans a named
 * statement itself after a schema change (PostgreSQL's plan cache); one whose result columns changed
 * is prepared again. Answers are parsed by PGlite's own `parseResults`, with the client's parsers:
 * the rows, fields and errors are what `query` gives.
 *
 * `query` takes PGlite's locks like `query`; `transactional(tx)` gives a transaction's `query`,
 * whose lock the transaction holds. Options this does not handle (blobs for COPY, given parameter
 * types, per-call serialisers) and long texts take PGlite's own path.
 */
export function pgliteStatements(client: PGlite) {
  let counter = 0;
  /** Statements evicted from the cache, closed in the next round trip into the backend. */
  const toClose: string[] = [];
  const statements = new LRUCache<string, Statement>({
    max: MAX_STATEMENTS,
    dispose: (statement) => {
      toClose.push(statement.name);
    },
  });

  const cacheable = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
    text.length <= MAX_TEXT_LENGTH &&
    (params?.length ?? 0) <= MAX_PARAMETERS &&
    !options?.blob &&
    !options?.paramTypes &&
    !options?.serializers;

  /** One round trip: the pending closes, then `messages`, then Sync. Throws PGlite's DatabaseError. */
  async function roundTrip(messages: Uint8Array[], syncToFs: boolean): Promise<BackendMessage[]> {
    const closes = toClose.splice(0).map((name) => serialize.close({ type: "S", name }));
    const { messages: answer } = await client.execProtocol(Buffer.concat([...closes, ...messages, SYNC]), { syncToFs });
    return answer;
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `jn_statement_${++counter}`;
    try {
      const answer = await roundTrip([serialize.parse({ name, text }), serialize.describe({ type: "S", name })], false);
      const description = answer.find((message) => message.name === "parameterDescription") as
        | { dataTypeIDs: number[] }
        | undefined;
      return { name, parameterTypes: description?.dataTypeIDs ?? [] };
    } catch (error) {
      // A parse that succeeded before a later failure left the statement behind.
      toClose.push(name);
      throw error;
    }
  }

  /** The caller holds PGlite's query lock. */
  async function run(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results> {
    try {
      let statement = statements.get(text);
      if (!statement) {
        statement = await prepare(text);
        statements.set(text, statement);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.parameterTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await roundTrip(
        [serialize.bind({ statement: statement.name, values }), DESCRIBE_PORTAL, EXECUTE],
        !inTransaction,
      );
      return parse.parseResults(answer, client.parsers, options)[0] as Results;
    } catch (error) {
      // A table's columns changed under the statement: prepared again, and run again unless a
      // transaction is open (the error aborted it; the caller sees the error, the next call works).
      const { code, message } = error as { code?: string; message?: string };
      if (!retried && code === "0A000" && message?.includes("cached plan must not change result type")) {
        statements.delete(text);
        if (!inTransaction) return run(text, params, options, inTransaction, true);
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  }

  return {
    /** `client.query`, with `original` for what it does not handle. */
    query(original: PGlite["query"]): PGlite["query"] {
      return async (text, params, options) => {
        if (!cacheable(text, params, options) || client.closed || !client.ready) return original(text, params, options);
        return client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => run(text, params ?? [], options, false)),
        ) as never;
      };
    },

    /** A transaction whose `query` uses the prepared statements; everything else is the transaction's own. */
    transactional(tx: Transaction): Transaction {
      const query: Transaction["query"] = async (text, params, options) => {
        if (!cacheable(text, params, options) || tx.closed) return tx.query(text, params, options);
        // drizzle's per-call parsers are the client's own (client.server.ts): not merged again.
        const own = options && { ...options, parsers: undefined };
        return client._runExclusiveQuery(() => run(text, params ?? [], own, true)) as never;
      };
      return new Proxy(tx, { get: (target, key) => (key === "query" ? query : Reflect.get(target, key)) });
    },
  };
}
