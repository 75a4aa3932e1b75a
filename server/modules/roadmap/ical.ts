import ical from "ical-generator";
import { addDays } from "../../../shared/calendar";
import type { Plan } from "./types";

const UID_DOMAIN = "jagyeok-nachimban";

/**
 * The plan as iCal (RFC 5545): one all-day event per registration window and per exam of every
 * step. Estimated dates say so in the summary and the description; UIDs are built from the plan's
 * own keys, so a downloaded plan imported again replaces its events.
 */
export function planCalendar(plan: Plan, now: Date, origin: string): string {
  const calendar = ical({
    name: `자격 로드맵: ${plan.goal.name}`,
    prodId: { company: "자격나침반", product: "roadmap", language: "KO" },
  });
  calendar.x("X-WR-TIMEZONE", "Asia/Seoul");
  for (const step of plan.steps) {
    const url = `${origin}/jnLics/licenseInfo?ld_id=${encodeURIComponent(step.licenseId)}`;
    const round = step.round;
    if (!round) continue;
    const description = [round.label, round.basis ?? "출처: 자격나침반에 가져온 시험일정(Q-Net 등)"].join("\n");
    for (const p of step.phases) {
      const mark = p.estimated ? "(예상) " : "";
      const key = `${step.licenseId}-${round.label}-${p.stage}`;
      // One event per 원서접수 window (a split one is two); the first keeps the id it always had.
      const events: Array<[string, string, string | null, string]> = p.registrationWindows.map((w, i) => [
        "원서접수",
        w.startsOn,
        w.endsOn,
        i === 0 ? "원서접수" : `원서접수-${i + 1}`,
      ]);
      if (p.examDate) events.push(["시험", p.examDate, p.examEnd, "시험"]);
      for (const [what, start, end, idPart] of events) {
        calendar.createEvent({
          id: `roadmap-${key}-${idPart}@${UID_DOMAIN}`.replace(/\s+/g, "_"),
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
  return calendar.toString();
}
