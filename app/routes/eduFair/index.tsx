import { Link } from "react-router";
import type { Route } from "./+types/index";

export function meta() {
  return [
    { title: "교육박람회 | 자격나침반" },
    {
      name: "description",
      content: "진로·자격 교육박람회: 직업흥미검사, 성격검사, 메타버스 직업체험, AI 교육 진단과 전시관 안내.",
    },
  ];
}

const PROGRAMS = [
  {
    to: "/eduFair/jobTest",
    title: "직업흥미검사",
    text: "48문항 · 약 10분. 홀랜드 여섯 흥미 유형과 관련 직업·자격증을 알려 드립니다.",
  },
  { to: "/eduFair/jprsStart", title: "성격검사", text: "50문항 · 약 10분. 다섯 가지 성격 요인에서 내가 어떤 편인지 알아봅니다." },
  {
    to: "/metaverse/jobTest",
    title: "메타버스 직업체험",
    text: "8개 장면 · 약 3분. 가상 세계의 상황을 고르며 흥미 유형을 알아봅니다.",
  },
  { to: "/eduTech/step1", title: "AI 교육 진단", text: "관심 분야와 수준, 짧은 퀴즈로 자격증 학습 경로를 제안합니다." },
  { to: "/exhibition", title: "전시관", text: "박람회에 참가하는 기관과 부스를 소개합니다." },
  { to: "/eduFair/registration", title: "참가 신청", text: "학교·기관 단위 박람회 참가를 신청합니다." },
];

/** Education fair home: what the fair offers, with the tests and the registration. */
export default function EduFairHome(_: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">교육박람회</h1>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed">
        나에게 맞는 진로와 자격증을 찾도록 돕는 온라인 교육박람회입니다. 흥미·성격 검사로 나를 알아보고, 관련 직업과 자격증 정보로
        이어 보세요.
      </p>
      <p className="mt-2">
        <Link to="/eduFair/service" className="font-semibold text-blue-800 hover:underline">
          박람회 소개 자세히 보기
        </Link>
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROGRAMS.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 hover:shadow"
            >
              <h2 className="text-lg font-bold text-brand-700">{p.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{p.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-slate-600">
        로그인한 회원은 마친 검사 결과를{" "}
        <Link to="/eduFair/testPrintList" className="font-semibold text-blue-800 underline">
          내 검사 결과
        </Link>
        에서 다시 보고 인쇄할 수 있습니다.
      </p>
    </div>
  );
}
