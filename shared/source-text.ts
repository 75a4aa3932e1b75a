/** A stage label that starts an item of Q-Net's 검정방법/합격기준 text ("실기 :", "면접:", "실기(복합형) :", "실기시험"). */
const STAGE = String.raw`(?:필기|실기|면접)(?:시험)?\s*(?:[:(（'·]|\s)`;

/**
 * Q-Net's 검정방법 and 합격기준 texts list their stages in one line joined by a hyphen, sometimes
 * glued to the previous item ("…(과목당 30분)- 실기 : 필답형", "…60점 이상.- 실기 : …"). Puts each
 * stage on its own line (shown with `white-space: pre-line`) and spaces the label's colon evenly.
 */
export function stageLines(text: string): string {
  return text
    .replace(new RegExp(String.raw`\s*-\s*(?=${STAGE})`, "g"), "\n")
    .replace(/^\s*-\s*/, "")
    .replace(/^((?:필기|실기|면접)(?:·(?:필기|실기|면접))*)\s*:\s*/gm, "$1: ")
    .trim();
}

const LABELLED_LINE = /^(필기|실기|면접): (.*)$/;
const NUMBERED_PART = /^(\d차(?:·\d차)*)\s*:?\s*(.*)$/;

/**
 * 국가전문자격 name their stages 1차/2차/3차, while Q-Net's 검정방법/합격기준 texts for them use the
 * technical labels ("필기 : 1차 객관식 / 2차 주관식 논술형 - 실기 : 3차 면접"). Names every part by
 * its stage number: the number the part itself gives, else the next one with Q-Net's word beside it
 * ("2차(실기)"). The 합격기준 text takes the numbers its 검정방법 gave each label, so "실기 : 합격·불합격
 * 판정" of 공인노무사 reads "3차: 합격·불합격 판정".
 */
export function professionalStageLines(
  method: string | null,
  criteria: string | null,
): { method: string | null; criteria: string | null } {
  const stagesOf = new Map<string, string>();
  let next = 1;
  const relabel = (text: string) =>
    stageLines(text)
      .split("\n")
      .flatMap((line) => {
        const labelled = LABELLED_LINE.exec(line);
        if (!labelled) return [line];
        const [, label = "", body = ""] = labelled;
        const parts = body.split(/\s*\/\s*(?=\d차)/).map((part) => NUMBERED_PART.exec(part));
        if (parts.every((p) => p !== null)) {
          const numbers = parts.map((p) => p?.[1] ?? "");
          for (const n of numbers.join("·").split("·")) next = Math.max(next, Number.parseInt(n, 10) + 1);
          if (!stagesOf.has(label)) stagesOf.set(label, numbers.join("·"));
          return parts.map((p) => `${p?.[1]}: ${p?.[2]}`);
        }
        let stage = stagesOf.get(label);
        if (!stage) {
          stage = `${next}차(${label})`;
          next += 1;
          stagesOf.set(label, stage);
        }
        return [`${stage}: ${body}`];
      })
      .join("\n");
  // The method first: it decides which numbers the criteria's labels stand for.
  const methodLines = method ? relabel(method) : null;
  return { method: methodLines, criteria: criteria ? relabel(criteria) : null };
}

/** 검정방법 and 합격기준 with each stage on its line, named as the item names its stages (1차/2차/3차 or 필기/실기). */
export function examFactTexts(l: {
  qualificationTypeName: string | null;
  examMethod: string | null;
  passCriteria: string | null;
}): { method: string | null; criteria: string | null } {
  if (l.qualificationTypeName === "국가전문자격") return professionalStageLines(l.examMethod, l.passCriteria);
  return { method: l.examMethod && stageLines(l.examMethod), criteria: l.passCriteria && stageLines(l.passCriteria) };
}
