import { Hono } from "hono";
import { z } from "zod";
import { readBody } from "../../http/body";
import { badRequest, notFound, parseInput } from "../../http/errors";
import type { ApiEnv } from "../index";

const answersBody = z.object({
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { message: "attemptId가 올바르지 않습니다." }),
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,30}$/, { message: "문항 번호가 올바르지 않습니다." }), z.number().int())
    .refine((a) => Object.keys(a).length > 0 && Object.keys(a).length <= 60, { message: "저장할 응답이 없습니다." }),
});

/** Saves answers of an unfinished test as the user goes (the test pages call this on every click). */
export function aptitudeRouter() {
  const router = new Hono<ApiEnv>();

  router.post("/aptitude/answers", async (c) => {
    const { attemptId, answers } = parseInput(answersBody, await readBody(c));
    const services = c.var.services;
    const member = await services.members.currentMember(c.req.raw);
    const token = services.aptitude.visitor.tokenOf(c.req.raw);
    const owner = member ? { memberId: member.id } : token ? { visitorToken: token } : null;
    if (!owner) throw notFound("진행 중인 검사를 찾을 수 없습니다.");
    const outcome = await services.aptitude.saveAnswers(attemptId, owner, answers);
    if (outcome === "invalid") throw badRequest("응답 값이 올바르지 않습니다.");
    if (outcome === "not_found")
      throw notFound("진행 중인 검사를 찾을 수 없습니다. 이미 완료했거나 다른 기기에서 시작한 검사입니다.");
    return c.json({ result: true, saved: Object.keys(answers).length });
  });

  return router;
}
