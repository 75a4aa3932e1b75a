/** One board as data (seeded into `boards` on every start; see docs/decisions/0016-boards-engine.md). */
export interface BoardDefinition {
  slug: string;
  name: string;
  kind: "community" | "ranking" | "talk" | "qna" | "news";
  description: string;
  categories: string[];
  readLevel: "all" | "member";
  writeLevel: "member" | "admin" | "none";
  commentLevel: "member" | "none";
  needsLicense: boolean;
  pageSize: number;
}

const community = (slug: string, name: string, description: string, categories: string[] = []): BoardDefinition => ({
  slug,
  name,
  kind: "community",
  description,
  categories,
  readLevel: "all",
  writeLevel: "member",
  commentLevel: "member",
  needsLicense: false,
  pageSize: 15,
});

/** The spec's boards (section 3) plus 자격증톡, license Q&A and news. Order = tab order. */
export const BOARD_DEFINITIONS: BoardDefinition[] = [
  {
    ...community("best", "베스트", "최근 7일 동안 공감과 댓글을 많이 받은 글입니다."),
    kind: "ranking",
    writeLevel: "none",
  },
  {
    ...community("hot", "핫이슈", "최근 24시간 동안 조회·댓글·공감이 빠르게 늘어난 글입니다."),
    kind: "ranking",
    writeLevel: "none",
  },
  community("daily", "일상", "수험 생활의 일상을 나누는 게시판입니다."),
  community("free", "자유게시판", "자유롭게 이야기를 나누는 게시판입니다."),
  community("humor", "유머", "수험 스트레스를 날려 줄 재미있는 이야기를 나눠요."),
  community("review", "자격증 후기", "합격·불합격 후기와 공부 방법을 공유합니다.", ["필기", "실기", "면접"]),
  community("qnet", "큐넷", "큐넷 접수·시험 일정·발표에 관한 이야기를 나눕니다."),
  community("qerror", "문제오류", "기출문제·교재의 오류를 제보하고 토론합니다."),
  community("lifetip", "생활꿀팁", "공부법, 시간 관리 등 생활 꿀팁을 나눕니다."),
  {
    ...community("talk", "자격증톡", "자격증별로 수험생끼리 이야기를 나누는 공간입니다."),
    kind: "talk",
    needsLicense: true,
  },
  {
    ...community("qna", "자격증 Q&A", "자격증 시험에 관해 묻고 답합니다. 질문자가 가장 도움이 된 답변을 채택합니다."),
    kind: "qna",
    needsLicense: true,
  },
  {
    ...community("bNews", "자격 뉴스", "자격증·시험 소식과 수험생 공감 이야기입니다.", ["수험생공감", "자격증소식", "시험정보"]),
    kind: "news",
  },
];
