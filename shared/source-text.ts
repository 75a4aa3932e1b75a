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
