import { z } from "zod";
import { LICENSE_ID } from "./license-id";

/** The furthest reminder offset in days before a date, and how many offsets a member may pick. */
export const MAX_OFFSET = 30;
export const MAX_OFFSETS = 6;

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

export const licenseIdInput = z.string().regex(LICENSE_ID, "자격증 코드(ld_id)가 올바르지 않습니다.");

const ticked = z.preprocess((v) => v === "on", z.boolean());

/** The reminder settings page's form: the ticked offsets (repeated `offsets`) and two checkboxes. */
export const reminderSettingsForm = z.object({
  offsets: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map(Number),
    reminderSettingsInput.shape.offsets,
  ),
  personalSchedules: ticked,
  email: ticked,
});

/** A star removed on the reminders page. */
export const unstarForm = z.object({ licenseId: licenseIdInput });
