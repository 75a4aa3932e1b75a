import { todayInSeoul } from "../../../shared/dates";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import type { Job } from "../../jobs/scheduler.server";
import type { Logger } from "../../logger";
import { runSync } from "./run.server";

/** "HH:MM" in Korea at `now`. */
function koreanTime(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
}

/**
 * The daily Q-Net sync as a scheduler job: every instance checks each minute, and from
 * DATA_SYNC_TIME (Korea) on the day's run is claimed by a unique row in `sync_runs`, so with several
 * instances exactly one runs it, and a day missed while every instance was down runs at the next
 * start. Null (and one log line) without a service key.
 */
export function dailySyncJob(db: Db, config: Config, logger: Logger, onChanged: () => void): Job | null {
  if (!config.DATA_GO_KR_SERVICE_KEY) {
    logger.info("DATA_GO_KR_SERVICE_KEY가 없어 Q-Net 자동 동기화를 하지 않습니다 (가져온 자료를 그대로 씁니다).");
    return null;
  }
  return {
    name: "data-sync",
    intervalMs: 60_000,
    async run(now) {
      if (koreanTime(now) < config.DATA_SYNC_TIME) return;
      const result = await runSync(db, config, { trigger: "schedule", scheduledFor: todayInSeoul(now), now: () => now });
      if (!result) return;
      logger.info({ runId: result.runId, status: result.status }, result.message);
      onChanged();
    },
  };
}
