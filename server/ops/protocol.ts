import { createHash } from "node:crypto";
import path from "node:path";
import { z } from "zod";

/**
 * The operating channel (decision 0084): a command-line tool hands its job to the server that owns
 * the database, over a Unix socket in DATA_DIR (mode 0600: only the directory's owner reaches it).
 * One line-delimited JSON exchange per connection: the request, then output lines, then the exit.
 */
export const opsSocketPath = (dataDir: string) => path.join(dataDir, "ops.sock");

/** Linux refuses longer socket paths (sun_path holds 108 bytes with its terminator). */
export const MAX_SOCKET_PATH = 107;

export const JOB_NAMES = ["admin:grant", "data:import", "data:sync", "search:reindex", "data:schedules"] as const;
export type JobName = (typeof JOB_NAMES)[number];

const fileArg = z.string().min(1).max(4096).refine(path.isAbsolute, "path must be absolute");

/** Arguments are parsed by the CLI; the server checks them again, as it checks any input. */
export const jobRequestSchema = z.discriminatedUnion("job", [
  z.object({ job: z.literal("admin:grant"), target: z.string(), args: z.object({ loginId: z.string().trim().min(1).max(50) }) }),
  z.object({ job: z.literal("data:import"), target: z.string(), args: z.object({ dir: fileArg }) }),
  z.object({
    job: z.literal("data:sync"),
    target: z.string(),
    args: z.object({
      only: z
        .array(z.string().regex(/^[0-9A-Za-z_-]{1,20}$/))
        .max(2000)
        .optional(),
    }),
  }),
  z.object({ job: z.literal("search:reindex"), target: z.string(), args: z.object({}) }),
  z.object({
    job: z.literal("data:schedules"),
    target: z.string(),
    args: z.object({ files: z.array(fileArg).min(1).max(50), dryRun: z.boolean() }),
  }),
]);
export type JobRequest = z.infer<typeof jobRequestSchema>;
export type JobArgs<J extends JobName> = Extract<JobRequest, { job: J }>["args"];

export const jobMessageSchema = z.union([
  z.object({ stream: z.enum(["out", "err"]), line: z.string() }),
  z.object({ exit: z.number().int().min(0).max(255) }),
]);
export type JobMessage = z.infer<typeof jobMessageSchema>;

/**
 * Which database a process works on, so a tool never hands its job to a server on another one
 * (the same DATA_DIR with another DATABASE_URL). Hashed: the URL's password never crosses the socket.
 */
export function databaseTarget(databaseUrl: string | undefined): string {
  return databaseUrl ? `postgres:${createHash("sha256").update(databaseUrl).digest("hex").slice(0, 16)}` : "pglite";
}
