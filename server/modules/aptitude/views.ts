import { josa } from "es-hangul";
import { BIG_FIVE_FACTORS, bigFiveComment, LEVEL_NAMES, RESULT_NOTES, RIASEC_TYPES } from "./descriptions";
import type { RiasecCode } from "./instruments/types";
import type { BigFiveProfile, RiasecProfile } from "./scoring";

export interface ScaleRow {
  code: string;
  name: string;
  raw: number;
  min: number;
  max: number;
  percent: number;
  levelName?: string;
  /** Big Five only: what a high and a low score describe. */
  high?: string;
  low?: string;
}

/** The spec's result fields (typeCd, roleName, roleType, comments) plus the scale table. */
export interface ProfileView {
  kind: "riasec" | "bigfive";
  typeCd: string;
  roleName: string;
  roleType: string;
  comments: string[];
  /** What this result is and is not. */
  note: string;
  scales: ScaleRow[];
  /** RIASEC only: the types from highest to lowest, with their descriptions. */
  types: Array<{ code: RiasecCode } & (typeof RIASEC_TYPES)[RiasecCode]>;
}

export function riasecView(profile: RiasecProfile): ProfileView {
  const [first, second] = profile.order.map((code) => RIASEC_TYPES[code]);
  const comments = [
    `${first?.name}: ${first?.summary}`,
    `${second?.name}: ${second?.summary}`,
    `어울리는 환경: ${first?.environments}`,
  ];
  if (profile.undifferentiated) {
    comments.push(
      "여섯 유형의 점수 차이가 크지 않아 뚜렷한 흥미 방향이 드러나지 않았습니다. 여러 분야를 직접 경험해 보고 다시 검사해 보세요.",
    );
  } else if (profile.tiedCodes.length > 0) {
    const names = profile.tiedCodes.map((c) => RIASEC_TYPES[c].name).join(", ");
    comments.push(`${josa(names, "은/는")} 다른 유형과 점수가 같아, 같은 점수일 때는 R-I-A-S-E-C 순서로 표시했습니다.`);
  }
  return {
    kind: "riasec",
    typeCd: profile.typeCd,
    roleName: `${first?.name}·${second?.name}`,
    roleType: first?.name ?? "",
    comments,
    note: RESULT_NOTES.riasec,
    scales: profile.scores.map((s) => ({ ...s, name: RIASEC_TYPES[s.code].name })),
    types: profile.order.map((code) => ({ code, ...RIASEC_TYPES[code] })),
  };
}

export function bigFiveView(profile: BigFiveProfile): ProfileView {
  const high = profile.scores.filter((s) => s.level === "high");
  return {
    kind: "bigfive",
    typeCd: high.map((s) => s.code).join("") || "-",
    roleName: high.length > 0 ? `${high.map((s) => BIG_FIVE_FACTORS[s.code].name).join("·")} 높음` : "두드러지게 높은 요인 없음",
    roleType: "Big Five 성격 요인",
    note: RESULT_NOTES.bigfive,
    comments: profile.scores.map(
      (s) => `${BIG_FIVE_FACTORS[s.code].name} (${LEVEL_NAMES[s.level]}): ${bigFiveComment(s.code, s.level)}`,
    ),
    scales: profile.scores.map((s) => ({
      ...s,
      name: BIG_FIVE_FACTORS[s.code].name,
      levelName: LEVEL_NAMES[s.level],
      high: BIG_FIVE_FACTORS[s.code].high,
      low: BIG_FIVE_FACTORS[s.code].low,
    })),
    types: [],
  };
}
