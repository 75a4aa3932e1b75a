import { Form, Link } from "react-router";
import type { Eligibility } from "../../../server/modules/recommendations/eligibility";
import type { EligibilityQuery } from "../../../shared/education-schema";
import { EducationSelects } from "./EducationSelects";
import { EligibilityNote } from "./EligibilityNote";

export interface EligibilityData {
  grade: string;
  paths: string[];
  reference: string;
  referenceUrl: string;
  query: EligibilityQuery | null;
  result: Eligibility | null;
  invalid?: boolean;
}

const HELD: Array<[EligibilityQuery["heldGrade"], string]> = [
  ["none", "없음"],
  ["기능사", "기능사"],
  ["산업기사", "산업기사"],
  ["기사", "기사"],
  ["기능장", "기능장"],
  ["기술사", "기술사"],
];
const select = "mt-1 w-full rounded border border-slate-300 px-3 py-2 font-normal";

/** The 자격 로드맵 of this license with the self-check's answers (the same edu, eduStatus, grade and exp). */
export function roadmapHref(licenseId: string, q: EligibilityQuery | null): string {
  const params = new URLSearchParams({ goal: licenseId });
  if (q?.edu && q.edu !== "none") {
    params.set("edu", q.edu);
    if (q.eduStatus) params.set("eduStatus", q.eduStatus);
    if (q.grade && (q.eduStatus === "enrolled" || q.eduStatus === "leave")) params.set("grade", String(q.grade));
  }
  if (q?.exp) params.set("exp", String(q.exp));
  return `/jnRcmd/roadmap?${params}`;
}

/** 응시자격 paths of the license's grade and a self-check form answered on the same page. */
export function EligibilityCheck({ licenseId, data }: { licenseId: string; data: EligibilityData }) {
  const q = data.query;
  return (
    <div className="space-y-4" data-testid="eligibility">
      <div>
        <p className="text-sm text-slate-700">{data.grade} 응시자격 (다음 중 하나)</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {data.paths.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <Form
        method="get"
        preventScrollReset
        className="grid grid-cols-1 gap-3 rounded-lg bg-slate-50 p-4 md:grid-cols-3"
        aria-label="응시자격 자가진단"
      >
        <input type="hidden" name="ld_id" value={licenseId} />
        <input type="hidden" name="check" value="1" />
        <EducationSelects value={q ?? {}} labelClassName="block text-sm font-semibold" selectClassName={select} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold">
          <input type="checkbox" name="related" value="1" defaultChecked={q?.related ?? false} className="h-4 w-4" />
          관련학과(같은 직무분야)
        </label>
        <label className="block text-sm font-semibold">
          같은 직무분야 실무경력(년)
          <input name="exp" type="number" min={0} max={50} defaultValue={q?.exp ?? 0} className={select} />
        </label>
        <label className="block text-sm font-semibold">
          같은 직무분야 보유 자격
          <select name="heldGrade" defaultValue={q?.heldGrade ?? "none"} className={select}>
            {HELD.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="self-end">
          <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            자가진단
          </button>
        </div>
      </Form>
      {data.invalid && <p className="text-sm text-rose-700">입력 값이 올바르지 않습니다. 다시 선택해주세요.</p>}
      {data.result && (
        <output className="block rounded-lg border border-slate-200 p-3" data-testid="eligibility-result">
          <EligibilityNote result={data.result} />
        </output>
      )}
      <p className="text-xs text-slate-500">
        근거:{" "}
        <a href={data.referenceUrl} className="underline" rel="noopener noreferrer" target="_blank">
          {data.reference}
        </a>
        . 재학생은 최종 학년에 진학하는 학년도(3월 1일 시작)부터 졸업예정자로 봅니다. 직업능력개발훈련 이수·학점인정·외국자격
        경로는 진단하지 않습니다. 최종 응시자격은 Q-Net 서류심사로 확정됩니다.
      </p>
      <p className="text-sm">
        <Link to={roadmapHref(licenseId, q)} className="font-semibold text-blue-800 hover:underline">
          언제 응시할 수 있는지 로드맵으로 보기
        </Link>
      </p>
    </div>
  );
}
