/** Stages of a license learning path, by Q-Net grade. */
export const LEARNING_STAGES = ["입문 (기능사)", "중급 (산업기사)", "전문 (기사)", "최고 (기능장·기술사)"] as const;
export type LearningStage = 0 | 1 | 2 | 3;

/** The stage of a license grade; null for grades outside the 기능사…기술사 ladder. */
export function learningStage(gradeName: string | null): LearningStage | null {
  switch (gradeName) {
    case "기능사":
      return 0;
    case "산업기사":
      return 1;
    case "기사":
      return 2;
    case "기능장":
    case "기술사":
      return 3;
    default:
      return null;
  }
}

/**
 * Where the path starts: the self-rated level (0 처음, 1 기초, 2 실습) moved up one stage when the
 * quiz shows at least 4 of 5 right, and down one when at most 1 is right; never above 기사.
 */
export function startStage(level: number, quizCorrect: number, quizTotal: number): LearningStage {
  let stage = Math.min(Math.max(level, 0), 2);
  if (quizCorrect >= quizTotal - 1) stage += 1;
  else if (quizCorrect <= 1) stage -= 1;
  return Math.min(Math.max(stage, 0), 2) as LearningStage;
}
