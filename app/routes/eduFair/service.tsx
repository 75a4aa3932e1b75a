import { Link } from "react-router";
import { Section } from "../../components/careers/Section";

export function meta() {
  return [{ title: "박람회 소개 - 교육박람회 | 자격나침반" }];
}

/** What the fair is, who it is for and how the tests and registration work. */
export default function EduFairService() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">교육박람회 소개</h1>
      <p className="mt-3 leading-relaxed">
        자격나침반 교육박람회는 학생, 구직자, 직업을 바꾸려는 사람 누구나 온라인으로 참여하는 진로·자격 박람회입니다. 검사로 나의
        흥미와 성격을 살펴보고, 공공데이터(커리어넷 직업백과, Q-Net 자격 정보)로 관련 직업과 자격증을 찾아볼 수 있습니다.
      </p>
      <Section title="이용 방법">
        <ol className="list-decimal space-y-2 pl-5 leading-relaxed">
          <li>
            <Link to="/eduFair/jobTest" className="font-semibold text-blue-800 underline">
              직업흥미검사
            </Link>
            와{" "}
            <Link to="/eduFair/jprsStart" className="font-semibold text-blue-800 underline">
              성격검사
            </Link>
            를 합니다. 로그인하지 않아도 되며, 응답은 자동으로 저장됩니다.
          </li>
          <li>결과 화면에서 흥미 유형, 관련 직업과 자격증을 확인하고 인쇄하거나 PDF로 내려받습니다.</li>
          <li>
            학교·기관 단위로 참여하려면{" "}
            <Link to="/eduFair/registration" className="font-semibold text-blue-800 underline">
              참가 신청
            </Link>
            을 남겨 주세요. 담당자가 확인 후 연락드립니다.
          </li>
        </ol>
      </Section>
      <Section title="검사에 대해">
        <p className="leading-relaxed">
          검사 문항은 공개 도메인 자료(O*NET Interest Profiler, IPIP RIASEC 척도, IPIP 5요인 50문항)를 바탕으로 자격나침반이
          한국어로 새로 쓴 것입니다. 결과는 스스로 답한 내용을 요약한 프로파일이며, 적성이나 성격을 진단하는 공인 검사가 아닙니다.
        </p>
      </Section>
    </div>
  );
}
