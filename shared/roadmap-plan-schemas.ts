import { z } from "zod";

/** Saved 자격 로드맵 of a member (issue 36, decision 0067): the forms of the roadmap page and the my page. */

/** The my page's list of saved plans; a plan's page is `${SAVED_ROADMAPS_PAGE}/<id>`. */
export const SAVED_ROADMAPS_PAGE = "/mypage/myRoadmap";
export const MAX_SAVED_ROADMAPS = 20;
export const ROADMAP_NAME_MAX = 40;

const planName = z
  .string({ message: "로드맵 이름을 입력해주세요." })
  .trim()
  .min(1, { message: "로드맵 이름을 입력해주세요." })
  .max(ROADMAP_NAME_MAX, { message: `로드맵 이름은 ${ROADMAP_NAME_MAX}자 이하로 입력해주세요.` })
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, { message: "로드맵 이름에 쓸 수 없는 문자가 있습니다." });

const planId = z.coerce
  .number({ message: "저장한 로드맵을 찾을 수 없습니다." })
  .int({ message: "저장한 로드맵을 찾을 수 없습니다." })
  .positive({ message: "저장한 로드맵을 찾을 수 없습니다." })
  .max(2_147_483_647, { message: "저장한 로드맵을 찾을 수 없습니다." });

/** 로드맵 저장 (the roadmap page; the plan's query is the page's URL). */
export const saveRoadmapSchema = z.object({ name: planName });
/** 이름 바꾸기 (the my page). */
export const renameRoadmapSchema = z.object({ id: planId, name: planName });
/** 삭제 (the my page). */
export const deleteRoadmapSchema = z.object({ id: planId });
/** 지금 일정으로 다시 저장 (the saved plan's page). */
export const refreshRoadmapSchema = z.object({ id: planId });
/** `/mypage/myRoadmap/:id`. */
export const roadmapPlanIdParam = planId;
