import { type Answers, bigFiveProfile, isLikertAnswer, riasecProfile, scoreChoices, scoreLikert } from "../scoring";
import { bigFiveItems } from "./bigfive";
import { eduTechFields, eduTechLevels, eduTechQuiz } from "./edutech";
import { metaverseQuestions } from "./metaverse";
import { riasecItems } from "./riasec";
import { type Instrument, RIASEC, type RiasecCode } from "./types";

export type StoredResult =
  | { kind: "riasec"; profile: ReturnType<typeof riasecProfile> }
  | { kind: "bigfive"; profile: ReturnType<typeof bigFiveProfile> }
  | { kind: "edutech"; codes: RiasecCode[]; level: number; quizCorrect: number; quizTotal: number };

export interface InstrumentDef {
  /** Is `key` an answer key of this instrument and `value` a valid answer to it? */
  accepts(key: string, value: number): boolean;
  /** 1-based numbers of the required questions not answered yet. */
  missing(answers: Answers): number[];
  score(answers: Answers): StoredResult;
}

const inRange = (max: number) => (v: number) => Number.isInteger(v) && v >= 0 && v <= max;

function ordered(ids: string[], valid: (key: string, v: number) => boolean) {
  const index = new Map(ids.map((id, i) => [id, i + 1]));
  return {
    accepts: (key: string, v: number) => index.has(key) && valid(key, v),
    missing: (answers: Answers) =>
      ids.filter((id) => answers[id] === undefined || !valid(id, answers[id] as number)).map((id) => index.get(id) as number),
  };
}

const riasec = ordered(
  riasecItems.map((i) => i.id),
  (_k, v) => isLikertAnswer(v),
);
const bigfive = ordered(
  bigFiveItems.map((i) => i.id),
  (_k, v) => isLikertAnswer(v),
);
const metaverse = ordered(
  metaverseQuestions.map((q) => q.id),
  (_k, v) => inRange(2)(v),
);
const quiz = ordered(
  eduTechQuiz.map((q) => q.id),
  (k, v) => inRange((eduTechQuiz.find((q) => q.id === k)?.options.length ?? 0) - 1)(v),
);
const fieldKey = (id: string) => `F_${id}`;
const FIELD_KEYS = new Set(eduTechFields.map((f) => fieldKey(f.id)));

export const instruments: Record<Instrument, InstrumentDef> = {
  riasec: { ...riasec, score: (a) => ({ kind: "riasec", profile: riasecProfile(scoreLikert(riasecItems, RIASEC, a)) }) },
  bigfive: { ...bigfive, score: (a) => ({ kind: "bigfive", profile: bigFiveProfile(bigFiveItems, a) }) },
  metaverse: { ...metaverse, score: (a) => ({ kind: "riasec", profile: riasecProfile(scoreChoices(metaverseQuestions, a)) }) },
  edutech: {
    accepts: (key, v) =>
      (FIELD_KEYS.has(key) && inRange(1)(v)) || (key === "LEVEL" && inRange(eduTechLevels.length - 1)(v)) || quiz.accepts(key, v),
    missing: (a) => quiz.missing(a),
    score: (a) => ({
      kind: "edutech",
      codes: eduTechFields.filter((f) => a[fieldKey(f.id)] === 1).map((f) => f.code),
      level: a.LEVEL ?? 0,
      quizCorrect: eduTechQuiz.filter((q) => a[q.id] === q.answer).length,
      quizTotal: eduTechQuiz.length,
    }),
  },
};

export { fieldKey as eduTechFieldKey };

export const INSTRUMENT_NAMES: Record<Instrument, string> = {
  riasec: "직업흥미검사",
  bigfive: "성격검사",
  metaverse: "메타버스 직업흥미검사",
  edutech: "AI 교육 진단",
};
