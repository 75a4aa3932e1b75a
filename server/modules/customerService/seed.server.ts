import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { todayInSeoul } from "../../../shared/dates";
import { POLICY_KINDS } from "../../../shared/service";
import type { Db } from "../../db/client.server";
import { faqs, notices, policyVersions, sitePopups } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import type { SeedLog } from "../../seed";
import { CORE_POLICY_TEXTS, FIRST_POLICY_DATE, privacyPolicyText } from "./policy-texts";
import { MORE_POLICY_TEXTS } from "./policy-texts-more";

const POLICY_TEXTS = { ...CORE_POLICY_TEXTS, ...MORE_POLICY_TEXTS };

/** The portal's own answers about itself (true in every mode: no demo figures, no invented data). */
const FIRST_FAQS = [
  {
    category: "01",
    question: "회원가입 없이도 이용할 수 있나요?",
    answer:
      "자격증 정보, 시험일정 달력, 직업·학과 정보와 검색은 로그인 없이 이용할 수 있습니다. 관심 자격증 일정 모아보기, 개인 일정, 보유 자격증 등 스펙 관리는 회원만 이용할 수 있습니다.",
  },
  {
    category: "01",
    question: "탈퇴하면 제 정보는 어떻게 되나요?",
    answer:
      "마이페이지의 회원탈퇴에서 탈퇴하면 이름, 연락처, 이메일 등 개인정보와 보유·관심 자격증, 희망 직업·학과, 개인 일정, 즐겨찾기, 알림과 캘린더 구독 주소, 적성검사 기록이 즉시 삭제되고 모든 로그인이 종료됩니다. 작성한 게시글과 댓글은 남고 작성자는 '탈퇴한 회원'으로 표시됩니다. 아이디는 다른 사람이 다시 쓰지 못하도록 남습니다.",
  },
  {
    category: "02",
    question: "자격증 정보는 어디에서 가져오나요?",
    answer:
      "국가자격 종목 정보와 시험일정은 한국산업인력공단 Q-Net, 합격률 등 통계는 통계청 KOSIS의 공개 자료를 가져와 정기적으로 갱신합니다. 각 화면 아래에 출처를 표시합니다.",
  },
  {
    category: "03",
    question: "시험일정이 시행기관 공고와 다르면 어떻게 하나요?",
    answer:
      "공개 자료의 반영이 늦어 차이가 생길 수 있습니다. 접수와 응시는 반드시 시행기관(Q-Net 등)의 공고를 기준으로 하시고, 차이를 발견하면 고객센터에 알려 주세요.",
  },
  {
    category: "03",
    question: "관심 자격증의 시험일정만 모아 볼 수 있나요?",
    answer:
      "로그인한 뒤 마이페이지의 스펙 관리에서 관심 자격증을 추가하면, 마이페이지 일정 달력에 해당 자격증의 접수·시험·발표일이 표시됩니다.",
  },
  {
    category: "04",
    question: "직업과 학과 정보의 출처는 어디인가요?",
    answer:
      "직업 정보는 고용노동부·한국고용정보원 고용24의 직업사전과 직업정보, 학과 정보는 커리어넷의 학과 정보를 바탕으로 합니다.",
  },
  {
    category: "05",
    question: "화면 위쪽 안내 배너를 닫으려면 어떻게 하나요?",
    answer: "배너 오른쪽의 '오늘 하루 보지 않기'를 누르면 하루 동안 배너가 표시되지 않습니다.",
  },
  {
    category: "05",
    question: "권리를 침해하는 게시물은 어떻게 신고하나요?",
    answer:
      "고객센터의 권리침해 신고 양식에 게시물 주소와 사유를 적어 보내 주세요. 관리자가 확인한 뒤 게시 중단 등 필요한 조치를 합니다.",
  },
];

const FIRST_NOTICE = {
  title: "자격나침반 이용약관과 개인정보처리방침 시행 안내",
  body: `자격나침반의 이용약관, 개인정보처리방침, 청소년보호정책이 2026년 11월 23일부터 시행됩니다.

개인정보처리방침에는 회원가입 시 받는 정보(아이디, 이름, 닉네임, 이메일, 휴대폰 번호와 선택 정보인 나이·성별), 스펙 정보의 이용 목적, 탈퇴 시 즉시 삭제되는 항목이 정리되어 있습니다.

각 문서는 고객센터에서 언제든 볼 수 있으며, 내용이 바뀌면 시행 전에 이 공지사항으로 알려 드립니다.`,
};

/**
 * Customer-center content on the first start: one version of every policy, the FAQ about the
 * portal, the policy notice and the exam-schedule popup. Later starts find versions and do nothing,
 * so admin edits are never overwritten.
 */
export async function seedCustomerService(db: Db, log: SeedLog): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(policyVersions);
  if ((existing?.n ?? 0) > 0) {
    await correctShippedPrivacyPolicy(db, log);
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(policyVersions)
      .values(
        POLICY_KINDS.map((kind) => ({ kind, version: "v1.0", effectiveOn: FIRST_POLICY_DATE, body: POLICY_TEXTS[kind] ?? "" })),
      );
    await tx.insert(faqs).values(FIRST_FAQS.map((f, i) => ({ ...f, sortOrder: i + 1, isPublished: true })));
    await tx
      .insert(notices)
      .values({ ...FIRST_NOTICE, isPublished: true, publishedAt: new Date(`${FIRST_POLICY_DATE}T09:00:00+09:00`) });
    await tx.insert(sitePopups).values({
      label: "시험일정",
      text: "원서접수 마감 전에 확인하세요",
      linkText: "자격증 시험일정 달력 보기",
      linkUrl: "/jnLics/licenseSchedule",
      isActive: true,
    });
  });
  log.log(`customer service: ${POLICY_KINDS.length} policies, ${FIRST_FAQS.length} FAQ entries, 1 notice, 1 popup`);
}

/** sha256 of the privacy policy v1.0 as first shipped, which contradicted the code (decision 0038). */
const SHIPPED_PRIVACY_POLICY_SHA256 = "97c169a565f9f5f8b0307d540baf87f57c5c5e4142860b340dfdedc73fc94130";
export const CORRECTED_PRIVACY_POLICY_VERSION = "v1.1";

/**
 * A database seeded with that v1.0, and no other privacy policy version, gets the corrected text as
 * v1.1 in force from today; v1.0 stays readable. A policy an admin wrote or edited is never touched.
 */
// Seeding runs before the services and their clock exist: in force from today's real date.
async function correctShippedPrivacyPolicy(db: Db, log: SeedLog, today = todayInSeoul(systemClock.now())): Promise<void> {
  const rows = await db.select().from(policyVersions).where(eq(policyVersions.kind, "personalInfo"));
  const [only] = rows;
  if (rows.length !== 1 || !only) return;
  if (createHash("sha256").update(only.body).digest("hex") !== SHIPPED_PRIVACY_POLICY_SHA256) return;
  await db.insert(policyVersions).values({
    kind: "personalInfo",
    version: CORRECTED_PRIVACY_POLICY_VERSION,
    effectiveOn: today,
    body: privacyPolicyText(today),
  });
  log.log(`customer service: privacy policy ${CORRECTED_PRIVACY_POLICY_VERSION} in force from ${today}`);
}
