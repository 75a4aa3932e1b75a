/**
 * The portal's menu tree and per-page SEO texts, as stored in `menus` / `seo_tags`.
 * Codes follow the spec's me_code scheme: top level "001"…, children "001001"….
 * `useSide: false` keeps a page out of side lists. Detail pages that need a query parameter
 * (`/jnLics/licenseInfo?ld_id=`) are not entries: their bare URL ends on /400, and the menu-list API
 * carries only URLs that open a page (decision 0049).
 * `useActive: false` keeps a top-level area out of the header's main menu.
 * `planned: true` marks a page that is not built yet: it is not stored, so no menu, quick-menu item,
 * home tile or footer link shows it (an area with no visible child is hidden too). Delete the flag in
 * the commit that adds the page's route; `menu.test.ts` fails while a flag and the route table disagree.
 */
export interface MenuSeed {
  name: string;
  url: string;
  useSide?: boolean;
  useActive?: boolean;
  planned?: true;
  children?: MenuSeed[];
}

export const menuTree: MenuSeed[] = [
  {
    name: "자격증",
    url: "/jnLics",
    children: [
      { name: "자격증 홈", url: "/jnLics" },
      { name: "시험일정", url: "/jnLics/licenseSchedule" },
      { name: "직업별 자격증", url: "/jnLics/licenseByJob" },
      { name: "국가전문자격", url: "/jnLics/professionalList" },
      { name: "자격증 Q&A", url: "/jnLics/licenseQna" },
    ],
  },
  {
    name: "직업",
    url: "/jnJob/jobDic",
    children: [
      { name: "직업사전", url: "/jnJob/jobDic" },
      { name: "직업정보", url: "/jnJob/jobInfo" },
      { name: "대학 특별전형", url: "/jnJob/univPrivilege" },
    ],
  },
  {
    name: "어학·공공",
    url: "/jnLnPo",
    children: [
      { name: "어학·공공 홈", url: "/jnLnPo" },
      { name: "공공기관 채용시험", url: "/jnLnPo/publicList" },
    ],
  },
  {
    name: "교육",
    url: "/education/list",
    children: [{ name: "교육기관 찾기", url: "/education/list" }],
  },
  {
    name: "진로",
    url: "/jnCareer",
    children: [
      { name: "진로 홈", url: "/jnCareer" },
      { name: "학과정보", url: "/jnCareer/majorInfo" },
    ],
  },
  { name: "자격증톡", url: "/jnTalk", children: [{ name: "자격증톡", url: "/jnTalk" }] },
  {
    name: "커뮤니티",
    url: "/jnComm",
    children: [
      { name: "커뮤니티", url: "/jnComm" },
      { name: "자격 뉴스", url: "/jnComm?board=bNews" },
    ],
  },
  {
    name: "AI추천",
    url: "/jnRcmd",
    children: [
      { name: "AI 자격증 추천", url: "/jnRcmd" },
      { name: "AI 적성검사", url: "/jnRcmd/jnRcmd_test" },
      { name: "자격 로드맵", url: "/jnRcmd/roadmap" },
    ],
  },
  {
    name: "데이터",
    url: "/jnData/licenseData",
    children: [
      { name: "자격증 데이터", url: "/jnData/licenseData" },
      { name: "추천 데이터", url: "/jnData/licenseRecommend" },
    ],
  },
  {
    name: "교육박람회",
    url: "/eduFair",
    children: [
      { name: "박람회 안내", url: "/eduFair" },
      { name: "직업적성검사", url: "/eduFair/jobTest" },
      { name: "성향검사", url: "/eduFair/jprsStart" },
      { name: "참가 신청", url: "/eduFair/registration" },
      { name: "AI 교육기술", url: "/eduTech/step1" },
      { name: "전시관", url: "/exhibition" },
      { name: "메타버스 직업체험", url: "/metaverse/jobTest" },
    ],
  },
  {
    name: "마이페이지",
    url: "/mypage",
    useActive: false,
    children: [
      { name: "내 자격증", url: "/mypage" },
      { name: "내 일정", url: "/mypage/mySchedule" },
      { name: "스펙 관리", url: "/mypage/mySpec" },
    ],
  },
  {
    name: "고객센터",
    url: "/service/",
    useActive: false,
    children: [
      { name: "공지사항", url: "/service/notice" },
      { name: "자주 묻는 질문", url: "/service/faq" },
      { name: "이용약관", url: "/service/memberClause" },
      { name: "개인정보처리방침", url: "/service/personalInfo" },
      { name: "청소년보호정책", url: "/service/youthPolicy" },
    ],
  },
];

export interface SeoSeed {
  path: string;
  title: string;
  description: string;
  keywords: string;
}

const brand = "자격나침반";

export const seoSeeds: SeoSeed[] = [
  {
    path: "/",
    title: `${brand} - 자격증 정보, 시험일정, 직업·학과 정보`,
    description: "국가기술자격과 민간자격의 시험일정, 합격률, 관련 직업과 학과 정보를 한곳에서 확인하세요.",
    keywords: "자격증,시험일정,원서접수,국가기술자격,직업정보,학과정보",
  },
  {
    path: "/jnLics",
    title: `자격증 | ${brand}`,
    description: "분야별 자격증과 인기 자격증, 시험 정보와 합격 통계를 확인하세요.",
    keywords: "자격증,자격증 종류,국가기술자격,민간자격",
  },
  {
    path: "/jnLics/licenseSchedule",
    title: `자격증 시험일정 | ${brand}`,
    description: "원서접수, 필기·실기 시험, 합격자 발표 일정을 달력으로 확인하세요.",
    keywords: "자격증 시험일정,원서접수,합격자 발표,시험 달력",
  },
  {
    path: "/jnLics/licenseByJob",
    title: `직업별 자격증 | ${brand}`,
    description: "원하는 직업에 필요한 자격증을 직업 분류별로 찾아보세요.",
    keywords: "직업별 자격증,직무,NCS",
  },
  {
    path: "/jnLics/professionalList",
    title: `국가전문자격 | ${brand}`,
    description: "각 부처가 주관하는 국가전문자격 시험을 응시자 수 순으로 확인하세요.",
    keywords: "국가전문자격,전문자격 시험",
  },
  {
    path: "/jnLics/licenseQna",
    title: `자격증 Q&A | ${brand}`,
    description: "자격증 준비와 시험에 대한 질문과 답변을 확인하세요.",
    keywords: "자격증 질문,자격증 Q&A",
  },
  {
    path: "/jnJob/jobDic",
    title: `직업사전 | ${brand}`,
    description: "직업별 하는 일, 전망, 임금과 관련 자격증을 확인하세요.",
    keywords: "직업사전,직업 전망,직업 임금",
  },
  {
    path: "/jnJob/jobInfo",
    title: `직업정보 | ${brand}`,
    description: "세분화된 직업 정보와 수행 직무, 필요 학력과 숙련 기간을 확인하세요.",
    keywords: "직업정보,직무,숙련기간",
  },
  {
    path: "/jnJob/univPrivilege",
    title: `대학 특별전형 | ${brand}`,
    description: "자격증 소지자를 위한 대학 특별전형 정보를 확인하세요.",
    keywords: "대학 특별전형,자격증 특별전형",
  },
  {
    path: "/jnCareer",
    title: `진로 | ${brand}`,
    description: "학과와 진로 정보, 수험생 이야기를 확인하세요.",
    keywords: "진로,학과,진학",
  },
  {
    path: "/jnCareer/majorInfo",
    title: `학과정보 | ${brand}`,
    description: "계열별 학과 정보와 관련 자격증, 졸업 후 진로를 확인하세요.",
    keywords: "학과정보,계열,관련 자격증",
  },
  {
    path: "/jnLnPo",
    title: `어학·공공 시험 | ${brand}`,
    description: "TOEIC, TEPS, OPIc 등 어학시험과 공공기관 채용시험의 시행기관, 점수 체계, 성적 유효기간을 확인하세요.",
    keywords: "어학시험,공공기관,채용시험",
  },
  {
    path: "/jnLnPo/publicList",
    title: `공공기관 채용시험 | ${brand}`,
    description: "한국사능력검정시험, NCS 직업기초능력평가, 공무원 채용시험 등 공공부문 채용에 쓰이는 시험을 확인하세요.",
    keywords: "공공기관,채용시험,한국사능력검정시험,NCS,공무원 시험",
  },
  {
    path: "/education/list",
    title: `교육과정 | ${brand}`,
    description: "자격증 취득을 위한 교육과정과 교육기관을 찾아보세요.",
    keywords: "교육과정,직업훈련,교육기관",
  },
  {
    path: "/jnTalk",
    title: `자격증톡 | ${brand}`,
    description: "자격증별 수험생 이야기와 합격 후기를 나눠보세요.",
    keywords: "자격증톡,합격 후기",
  },
  {
    path: "/jnComm",
    title: `커뮤니티 | ${brand}`,
    description: "수험생과 직장인의 이야기를 나누는 커뮤니티입니다.",
    keywords: "커뮤니티,수험생",
  },
  {
    path: "/jnRcmd",
    title: `AI 자격증 추천 | ${brand}`,
    description: "관심 분야와 성향에 맞는 자격증을 추천받아 보세요.",
    keywords: "자격증 추천,AI 추천",
  },
  {
    path: "/jnData/licenseData",
    title: `자격증 데이터 | ${brand}`,
    description: "응시자 수와 합격률 등 자격증 통계를 확인하세요.",
    keywords: "자격증 통계,합격률,응시자 수",
  },
  {
    path: "/eduFair",
    title: `교육박람회 | ${brand}`,
    description: "직업적성검사와 성향검사로 나에게 맞는 진로를 찾아보세요.",
    keywords: "교육박람회,직업적성검사,성향검사",
  },
  {
    path: "/search/search",
    title: `통합검색 | ${brand}`,
    description: "자격증, 직업, 학과, 커뮤니티 글을 한 번에 검색하세요.",
    keywords: "통합검색,자격증 검색",
  },
  {
    path: "/service",
    title: `고객센터 | ${brand}`,
    description: "공지사항, 자주 묻는 질문과 이용약관을 확인하세요.",
    keywords: "고객센터,공지사항,FAQ",
  },
  {
    path: "/member/login",
    title: `로그인 | ${brand}`,
    description: `${brand}에 로그인하고 내 자격증과 시험일정을 관리하세요.`,
    keywords: "로그인",
  },
  {
    path: "/mypage",
    title: `마이페이지 | ${brand}`,
    description: "보유 자격증, 관심 자격증과 내 시험일정을 관리하세요.",
    keywords: "마이페이지,내 자격증",
  },
];
