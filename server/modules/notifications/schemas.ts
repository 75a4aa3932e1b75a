import { z } from "zod";
import { MAX_OFFSET, MAX_OFFSETS } from "./rules";

const RANGE = `알림 시점은 0(당일)부터 ${MAX_OFFSET}일 전까지 선택할 수 있습니다.`;

/** Reminder settings as the API and the settings page accept them. */
export const reminderSettingsInput = z.object({
  offsets: z
    .array(
      z
        .number({ error: `알림 시점은 0부터 ${MAX_OFFSET} 사이의 숫자(일 전)여야 합니다.` })
        .int("알림 시점은 정수(일 전)여야 합니다.")
        .min(0, RANGE)
        .max(MAX_OFFSET, RANGE),
      { error: "offsets는 알림 시점(일 전) 목록이어야 합니다." },
    )
    .max(MAX_OFFSETS, `알림 시점은 최대 ${MAX_OFFSETS}개까지 선택할 수 있습니다.`),
  personalSchedules: z.boolean({ error: "personalSchedules는 true 또는 false여야 합니다." }).default(false),
  email: z.boolean({ error: "email은 true 또는 false여야 합니다." }).default(true),
});

export const licenseIdInput = z.string().regex(/^[0-9A-Z]{1,12}$/, "자격증 코드(ld_id)가 올바르지 않습니다.");
