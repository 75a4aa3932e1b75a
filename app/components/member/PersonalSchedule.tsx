import { type FormEvent, useCallback, useEffect, useState } from "react";
import type { DateRange } from "../../../shared/calendar";
import { formatDate } from "../../../shared/dates";
import { ApiClientError, api } from "../../lib/api-client";
import { useDialog } from "../ui/dialog";

interface DaySchedule {
  testSchedule: Array<{
    ld_id: string;
    title: string;
    rgName: string;
    type: "examReg" | "docSubmit" | "exam" | "pass";
    /** The phase by its own kind, e.g. "응시자격 서류제출". */
    phaseName: string;
    startDt: string;
    endDt: string;
  }>;
  personalSchedule: Array<{ sno: number; schedule: string; date: string }>;
}

/** The selected day's (or range's) exams of my licenses and my personal schedule, with add and delete. */
export function PersonalSchedule({ range }: { range: DateRange | null }) {
  const dialog = useDialog();
  const [day, setDay] = useState<DaySchedule | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const start = range?.start;
  const end = range?.end;

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      if (!start || !end) return;
      const res = await api.get<{ data: DaySchedule }>(
        "/v2/member/member-schedule",
        { date: start, endDate: end === start ? undefined : end },
        signal,
      );
      setDay(res.data);
    },
    [start, end],
  );

  useEffect(() => {
    setDay(null);
    const controller = new AbortController();
    reload(controller.signal).catch((e: unknown) => {
      if (!controller.signal.aborted) console.error(e);
    });
    return () => controller.abort();
  }, [reload]);

  if (!start || !end) {
    return (
      <section aria-label="개인 일정" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        달력에서 날짜를 선택하면 그날의 시험 일정과 개인 일정을 볼 수 있습니다.
      </section>
    );
  }

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schedule = text.trim();
    if (!schedule) {
      setError("일정 내용을 입력해주세요.");
      return;
    }
    setBusy(true);
    setError("");
    try {
      await api.post("/v2/member/member-schedule", { schedule, date: start });
      setText("");
      await reload();
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : "일정을 저장하지 못했습니다.");
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (sno: number) => {
    if (!(await dialog.confirm("일정을 삭제하시겠습니까?", "삭제한 일정은 되돌릴 수 없습니다."))) return;
    try {
      await api.delete("/v2/member/member-schedule", { sno });
      await reload();
    } catch (e) {
      await dialog.alert("알림", e instanceof ApiClientError ? e.message : "일정을 삭제하지 못했습니다.");
    }
  };

  const title = start === end ? formatDate(start) : `${formatDate(start)} ~ ${formatDate(end)}`;
  return (
    <section aria-labelledby="personal-schedule-title" className="space-y-5 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="personal-schedule-title" className="font-bold">
        {title} 일정
      </h2>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">내 자격증 시험 일정</h3>
        {!day ? (
          <p className="mt-1 text-sm text-slate-500">불러오는 중…</p>
        ) : day.testSchedule.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">보유·관심 자격증의 시험 일정이 없습니다.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {day.testSchedule.map((t) => (
              <li key={`${t.ld_id}-${t.rgName}-${t.type}-${t.startDt}`}>
                <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">{t.phaseName}</span>
                {t.title} <span className="text-slate-500">{t.rgName}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">개인 일정</h3>
        {day && day.personalSchedule.length === 0 && <p className="mt-1 text-sm text-slate-500">등록한 개인 일정이 없습니다.</p>}
        <ul className="mt-2 space-y-2" aria-label="개인 일정 목록">
          {day?.personalSchedule.map((p) => (
            <li key={p.sno} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              {start !== end && <span className="shrink-0 text-slate-500">{formatDate(p.date)}</span>}
              <span className="min-w-0 flex-1 break-words">{p.schedule}</span>
              <button
                type="button"
                onClick={() => onDelete(p.sno)}
                className="rounded px-2 py-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                삭제<span className="sr-only"> {p.schedule}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <form onSubmit={onAdd} className="flex flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor="personal-schedule-input" className="sr-only">
          {formatDate(start)}에 추가할 일정
        </label>
        <input
          id="personal-schedule-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          placeholder={`${formatDate(start)} 일정 입력`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "personal-schedule-error" : undefined}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          일정 추가
        </button>
      </form>
      {error && (
        <p id="personal-schedule-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
