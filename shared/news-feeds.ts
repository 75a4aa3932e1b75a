import { z } from "zod";

/** The news board (server/modules/boards/definitions.ts) and the category feed items go to. */
export const NEWS_BOARD = "bNews";
export const NEWS_CATEGORY = "자격증소식";

/** An admin's feed entry (the /adm/news-feeds form). */
export const feedInput = z.object({
  name: z.string().trim().min(1, "출처 이름을 입력해주세요.").max(60, "출처 이름은 60자 이내로 입력해주세요."),
  url: z
    .string()
    .trim()
    .max(500, "주소는 500자 이내로 입력해주세요.")
    .url("피드 주소를 http:// 또는 https:// 로 시작하는 전체 주소로 입력해주세요.")
    .refine((value) => /^https?:\/\//i.test(value), "피드 주소는 http:// 또는 https:// 로 시작해야 합니다."),
  keywords: z
    .string()
    .max(300, "키워드는 300자 이내로 입력해주세요.")
    .default("")
    .transform((value) =>
      [
        ...new Set(
          value
            .split(/[,\n]/)
            .map((keyword) => keyword.trim())
            .filter(Boolean),
        ),
      ].slice(0, 20),
    ),
  enabled: z
    .union([z.literal("on"), z.literal("true"), z.literal("")])
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

export type FeedInput = z.output<typeof feedInput>;
