import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { educationLevels, educationStatuses } from "../../../shared/member-schemas";
import { SaveBar, SpecCard, type SpecItem, SpecSection } from "../../components/member/SpecSection";
import { ApiClientError, api } from "../../lib/api-client";
import { useMyPageData } from "./layout";

export function meta() {
  return [{ title: "마이페이지 - 스펙 관리 | 자격나침반" }];
}

type Suggestions<K extends string, N extends string> = { data: Array<Record<K | N, string>> };

const loadLicenses = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"ld_id", "jmfldnm">>("/v2/license/license-select", { licenseName: q }, signal)).data.map((d) => ({
    id: d.ld_id,
    name: d.jmfldnm,
  }));
const loadTests = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"ld_id", "name">>("/v2/license/test-select", { testName: q }, signal)).data.map((d) => ({
    id: d.ld_id,
    name: d.name,
  }));
const loadJobs = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"jobCtgCd", "jobCtgNm">>("/v2/license/job-select", { jobName: q }, signal)).data.map((d) => ({
    id: d.jobCtgCd,
    name: d.jobCtgNm,
  }));
const loadSubjects = async (q: string, signal: AbortSignal) =>
  (
    await api.get<Suggestions<"subjectCd", "subjectNm">>("/v2/license/hope-lesson-select", { hopeLessonName: q }, signal)
  ).data.map((d) => ({ id: d.subjectCd, name: d.subjectNm }));

function EducationSection({ level, status, onSaved }: { level: string; status: string; onSaved: () => void }) {
  const [value, setValue] = useState({ level, status });
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const change = (next: Partial<typeof value>) => {
    setValue({ ...value, ...next });
    setDirty(true);
    setMessage(null);
  };
  const onSave = async () => {
    if (Boolean(value.level) !== Boolean(value.status)) {
      setMessage({ ok: false, text: "최종 학력과 상태를 함께 선택해주세요." });
      return;
    }
    setBusy(true);
    try {
      await api.post("/v2/license/last-educational", {
        reqType: "edu",
        data: value.level ? { education: value.level, status: value.status } : null,
      });
      setDirty(false);
      setMessage({ ok: true, text: "최종 학력을 저장했습니다." });
      onSaved();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiClientError ? error.message : "저장하지 못했습니다." });
    } finally {
      setBusy(false);
    }
  };
  const select = "rounded-lg border border-slate-300 px-3 py-2.5";
  return (
    <SpecCard titleId={titleId} title="최종 학력" description="마지막으로 다닌 학교와 상태를 선택하세요.">
      <div className="flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm">
          학력
          <select value={value.level} onChange={(e) => change({ level: e.target.value })} className={select}>
            <option value="">선택</option>
            {Object.entries(educationLevels).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          상태
          <select value={value.status} onChange={(e) => change({ status: e.target.value })} className={select}>
            <option value="">선택</option>
            {Object.entries(educationStatuses).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SaveBar busy={busy} dirty={dirty} status={message} onSave={onSave} />
    </SpecCard>
  );
}

/** Spec management: each list saves on its own and the member license info is reloaded afterwards. */
export default function MySpec() {
  const { info, tests } = useMyPageData();
  const revalidator = useRevalidator();
  const refresh = () => {
    revalidator.revalidate();
  };
  const saving =
    <T,>(send: (items: SpecItem[]) => Promise<T>) =>
    async (items: SpecItem[]) => {
      await send(items);
      refresh();
    };

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">스펙 관리</h1>
      <SpecSection
        title="보유 자격증"
        description="취득한 자격증을 검색해 추가하세요. 약칭(예: 정처기, 컴활)이나 초성(예: ㅈㅂㅊㄹㄱㅅ)으로도 찾을 수 있습니다."
        searchLabel="보유 자격증 검색"
        placeholder="자격증명 또는 초성 입력"
        withDate
        initial={info.held.map((l) => ({ id: l.licenseId, name: l.name, date: l.acquiredOn ?? "" }))}
        load={loadLicenses}
        save={saving((items) =>
          api.post("/v2/license/gain-license", {
            reqType: "gainLics",
            data: items.map((i) => ({ ld_id: i.id, ld_date: i.date ?? "" })),
          }),
        )}
      />
      <SpecSection
        title="관심 자격증"
        description="취득을 목표로 하거나 관심 있는 자격증입니다. 내 일정 달력에 즐겨찾기로 표시됩니다."
        searchLabel="관심 자격증 검색"
        placeholder="자격증명 또는 초성 입력"
        initial={info.wished.map((l) => ({ id: l.licenseId, name: l.name }))}
        load={loadLicenses}
        save={saving((items) => api.post("/v2/license/hope-license", { reqType: "hopeLics", data: items.map((i) => i.id) }))}
      />
      <SpecSection
        title="관심 어학·공공시험"
        description="준비 중인 어학시험과 공공기관 채용시험입니다. 시험 정보 페이지의 즐겨찾기와 같습니다."
        searchLabel="관심 어학·공공시험 검색"
        placeholder="시험명 입력 (예: 토익, 한국사)"
        initial={tests.map((t) => ({ id: t.id, name: t.name }))}
        load={loadTests}
        save={saving((items) => api.post("/v2/license/hope-test", { reqType: "hopeTest", data: items.map((i) => i.id) }))}
      />
      <SpecSection
        title="희망 직업"
        description="관심 있는 직업을 검색해 추가하세요."
        searchLabel="희망 직업 검색"
        placeholder="직업명 또는 초성 입력"
        initial={info.jobs.map((j) => ({ id: String(j.id), name: j.name }))}
        load={loadJobs}
        save={saving((items) => api.post("/v2/license/job-info", { reqType: "jobCtg", data: items.map((i) => i.id) }))}
      />
      <SpecSection
        title="희망 학과"
        description="공부하고 싶은 학과(과목)를 검색해 추가하세요."
        searchLabel="희망 학과 검색"
        placeholder="학과명 또는 초성 입력"
        initial={info.subjects.map((s) => ({ id: String(s.id), name: s.name }))}
        load={loadSubjects}
        save={saving((items) => api.post("/v2/license/hope-lesson", { reqType: "major", data: items.map((i) => i.id) }))}
      />
      <EducationSection level={info.member.educationLevel ?? ""} status={info.member.educationStatus ?? ""} onSaved={refresh} />
    </div>
  );
}
