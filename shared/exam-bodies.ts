/**
 * Who runs a license's exam, and where its official schedule is published. Q-Net (한국산업인력공단)
 * runs the items of its qualification list, whose 시행기관 the snapshot gives
 * (`qnet_item_facts_exam_body_method_pass_criteria.csv`); the snapshot names no body for the other
 * licenses (CertWeb rows), so the well-known bodies of the common ones are listed here by name,
 * each with its official site (decision 0035).
 */
export interface ExamBody {
  name: string;
  /** Official site where the body publishes its exam schedule; null when none is known. */
  url: string | null;
  /** True when Q-Net publishes the exam's schedule (the portal's schedule data comes from it). */
  qnet: boolean;
}

export const QNET_URL = "https://www.q-net.or.kr";
const HRDK = "한국산업인력공단";

interface KnownBody {
  name: string;
  url: string;
  /** Matches the license name (or, for CertWeb rows, its 등급 분류 such as "상공회의소 자격"). */
  matches: RegExp;
  /** What the exam is, where CertWeb's "국가민간자격" would mislabel it (a state body's test is no 민간자격). */
  typeName?: string;
}

const KNOWN_BODIES: KnownBody[] = [
  {
    // The public-test catalogue's row (server/modules/languageTests/catalogue.csv, historyexam.go.kr).
    name: "국사편찬위원회",
    url: "https://www.historyexam.go.kr",
    matches: /^한국사능력검정시험$/,
    typeName: "국사편찬위원회 시행 시험",
  },
  {
    name: "대한상공회의소",
    url: "https://license.korcham.net",
    matches: /^(컴퓨터활용능력|워드프로세서|비서 ?\d급|한글속기|전산회계운용사|상공회의소|경영정보시각화능력)/,
  },
  {
    name: "한국생산성본부",
    url: "https://license.kpc.or.kr",
    matches: /^(정보기술자격\(ITQ\)|GTQ|ERP.*정보관리사|SMAT|IEQ)/,
  },
  {
    name: "한국보건의료인국가시험원",
    url: "https://www.kuksiwon.or.kr",
    matches:
      /^(요양보호사|임상병리사|방사선사|작업치료사|안경사|영양사|위생사|응급구조사|보건교육사|의지보조기기사|언어재활사|장애인재활상담사|보건의료정보관리사)/,
  },
  {
    name: "한국방송통신전파진흥원",
    url: "https://www.cq.or.kr",
    matches: /^(정보통신|무선설비|방송통신|전파전자통신|통신선로|통신설비|통신기기)/,
  },
];

/** The stored license fields the body is read from. */
export interface ExamBodySource {
  name: string;
  gradeName: string | null;
  /** The license row's dataset ("qnet_…" for the items of Q-Net's list). */
  source: string;
  /** 시행기관 from the snapshot or the API, when given. */
  issuer: string | null;
}

export const runByQnet = (license: Pick<ExamBodySource, "source">) => license.source.startsWith("qnet_");

export function examBodyOf(license: ExamBodySource): ExamBody | null {
  if (runByQnet(license)) return { name: license.issuer ?? HRDK, url: QNET_URL, qnet: true };
  const known = KNOWN_BODIES.find((b) => b.matches.test(license.name) || b.matches.test(license.gradeName ?? ""));
  if (known) return { name: license.issuer ?? known.name, url: known.url, qnet: false };
  return license.issuer ? { name: license.issuer, url: null, qnet: false } : null;
}

/** The exam's kind where a known body says what it is (한국사능력검정시험: 국사편찬위원회's test), else null. */
export function knownExamTypeName(name: string): string | null {
  return KNOWN_BODIES.find((b) => b.typeName && b.matches.test(name))?.typeName ?? null;
}
