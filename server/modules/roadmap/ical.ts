import ical from "ical-generator";
import { addDays } from "../../../shared/calendar";
import type { Plan } from "./types";

const UID_DOMAIN = "jagyeok-nachimban";

/**
 * RFC 5545 TEXT (3.3.11): backslash, semicolon and comma escaped, a line break as `\n`. ical-generator
 * escapes event text but writes the calendar's NAME and X-WR-CALNAME as given.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

/** The year a step's round belongs to: its first exam's (registration can open in the year before). */
function roundYear(phase: Plan["steps"][number]["phases"][number] | undefined, finishOn: string | null): string {
  return (phase?.examDate ?? phase?.registrationStart ?? finishOn ?? "").slice(0, 4);
}

/**
 * The plan as iCal (RFC 5545): one all-day event per registration window and per exam of every
 * step, every line ending in CRLF. Estimated dates say so in the summary and the description. A UID
 * names the plan's goal, the license, its round's year, the stage and the event, never the round's
 * label or dates: when an estimate becomes an announced date, the calendar imported again replaces
 * the event instead of adding a second one. URLs point at the configured public origin (decision
 * 0062), never the request's host.
 */
export function planCalendar(plan: Plan, now: Date, publicOrigin: string, goalKey: string): string {
  const calendar = ical({
    name: escapeText(`자격 로드맵: ${plan.goal.name}`),
    prodId: { company: "자격나침반", product: "roadmap", language: "KO" },
  });
  calendar.x("X-WR-TIMEZONE", "Asia/Seoul");
  const goal = encodeURIComponent(goalKey);
  for (const step of plan.steps) {
    const url = `${publicOrigin}/jnLics/licenseInfo?ld_id=${encodeURIComponent(step.licenseId)}`;
    const round = step.round;
    if (!round) continue;
    const description = [round.label, round.basis ?? "출처: 자격나침반에 가져온 시험일정(Q-Net 등)"].join("\n");
    const year = roundYear(step.phases[0], step.finishOn);
    for (const p of step.phases) {
      const mark = p.estimated ? "(예상) " : "";
      const key = `${goal}-${encodeURIComponent(step.licenseId)}-${year}-${p.stage}`;
      // One event per 원서접수 window (a split one is two); the first keeps the id it always had.
      const events: Array<[string, string, string | null, string]> = p.registrationWindows.map((w, i) => [
        "원서접수",
        w.startsOn,
        w.endsOn,
        i === 0 ? "registration" : `registration-${i + 1}`,
      ]);
      if (p.examDate) events.push(["시험", p.examDate, p.examEnd, "exam"]);
      for (const [what, start, end, idPart] of events) {
        calendar.createEvent({
          id: `roadmap-${key}-${idPart}@${UID_DOMAIN}`,
          allDay: true,
          start,
          // DTEND of an all-day event is exclusive.
          end: addDays(end ?? start, 1),
          stamp: now,
          summary: `${mark}${step.name} ${p.name} ${what}`,
          description,
          url,
        });
      }
    }
  }
  // ical-generator ends the last line without its CRLF; RFC 5545 ends every content line with one.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
