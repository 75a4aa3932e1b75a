import { postUrl } from "../../../shared/board-urls";
import type { SearchDocumentInput } from "../search/documents.server";

const SUMMARY_LENGTH = 120;
const BODY_EXCERPT = 500;

export interface IndexablePost {
  id: number;
  boardKind: string;
  boardName: string;
  category: string | null;
  licenseName: string | null;
  title: string;
  bodyText: string;
  commentCount: number;
  isNotice: boolean;
}

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The search document of a visible post: 자격증톡 and Q&A posts under 자격증톡, the rest under 커뮤니티. */
export function postDocument(p: IndexablePost): SearchDocumentInput {
  const talk = p.boardKind === "talk" || p.boardKind === "qna";
  const label = p.isNotice ? "공지" : p.boardName;
  return {
    category: talk ? "talk" : "community",
    kind: "post",
    refId: String(p.id),
    title: p.title,
    summary: [p.licenseName, label, p.category, cut(p.bodyText, SUMMARY_LENGTH)].filter(Boolean).join(" · ") || null,
    url: postUrl(p.boardKind, p.id),
    keywords: [p.licenseName, p.category, cut(p.bodyText, BODY_EXCERPT)],
    popularity: p.commentCount,
  };
}
