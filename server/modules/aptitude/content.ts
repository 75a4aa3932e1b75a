import { bigFiveItems } from "./instruments/bigfive";
import { eduTechFields, eduTechLevels, eduTechQuiz } from "./instruments/edutech";
import { metaverseQuestions } from "./instruments/metaverse";
import { riasecItems } from "./instruments/riasec";
import { AGREEMENT_CHOICES, INTEREST_CHOICES } from "./instruments/types";

/** What the test pages render: numbered items with their answer labels (no keys or scales). */
export const instrumentContent = {
  riasec: () => ({
    items: riasecItems.map((item, i) => ({ id: item.id, number: i + 1, text: item.text })),
    choices: [...INTEREST_CHOICES],
  }),
  bigfive: () => ({
    items: bigFiveItems.map((item, i) => ({ id: item.id, number: i + 1, text: item.text })),
    choices: [...AGREEMENT_CHOICES],
  }),
  metaverse: () => metaverseQuestions.map((q, i) => ({ ...q, number: i + 1, options: q.options.map((o) => o.text) })),
  eduTech: () => ({
    fields: eduTechFields.map(({ id, name, example }) => ({ id, key: `F_${id}`, name, example })),
    levels: eduTechLevels.map((l) => ({ ...l })),
    quiz: eduTechQuiz.map(({ id, question, options }, i) => ({ id, number: i + 1, question, options })),
  }),
};
