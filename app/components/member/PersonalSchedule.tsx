import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import type { DateRange } from "../../../shared/calendar";
import { formatDate } from "../../../shared/dates";
import { api } from "../../lib/api-client";
import type { ScheduleResult } from "../../lib/schedule-form.server";
import { useDialog } from "../ui/dialog";

/** A day's (or range's) exams of the member's licenses and personal entries, as the page's loader reads them. */
export interface MyDay {
  exams: Array<{ licenseId: string; licenseName: string; roundName: string; type: string; phase: string; start: string }>;
  personal: Array<{ id: number; content: string; date: string }>;
}

interface DayScheduleAnswer {
  data: {
    testSchedule: Array<{ ld_id: string; title: string; rgName: string; type: string; phaseName: string; startDt: string }>;
    personalSchedule: Array<{ sno: number; schedule: string; date: string }>;
  };
}

const PAGE = "/mypage/mySchedule";

async function fetchDay(start: string, end: string, signal?: AbortSignal): Promise<MyDay> {
  const { data } = await api.get<DayScheduleAnswer>(
    "/v2/member/member-schedule",
    { date: start, endDate: end === start ? undefined : end },
    signal,
  );
  return {
    exams: data.testSchedule.map((t) => ({
      licenseId: t.ld_id,
      licenseName: t.title,
      roundName: t.rgName,
      type: t.type,
      phase: t.phaseName,
      start: t.startDt,
    })),
    personal: data.personalSchedule.map((p) => ({ id: p.sno, content: p.schedule, date: p.date })),
  };
}

/**
 * The selected day's (or range's) exams of my licenses and my personal schedule, with add and
 * delete. The forms post to the page's action, so they work without JavaScript; with it, they are
 * sent in the background and the panel reads its range again.
 */
export function PersonalSchedule({ range, loaded }: { range: DateRange | null; loaded: { date: string; day: MyDay } }) {
  const start = range?.start;
  const end = range?.end;
  // The loader's day serves the panel while the selection is that day; other ranges are fetched.
  const fromLoader = start === loaded.date && end === loaded.date ? loaded.day : null;
  const [fetched, setFetched] = useState<{ key: string; day: MyDay } | null>(null);
  const key = `${start}~${end}`;
  const day = fromLoader ?? (fetched?.key === key ? fetched.day : null);
  // A refused deletion posted without JavaScript comes back as the page's action data.
  const deleteRefusal = useRefusal(undefined, "delete");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` changes after every action (the loader runs again), and a fetched range is read again then
  useEffect(() => {
    if (!start || !end || fromLoader) return;
    const controller = new AbortController();
    fetchDay(start, end, controller.signal)
      .then((next) => setFetched({ key: `${start}~${end}`, day: next }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) console.error(e);
      });
    return () => controller.abort();
  }, [start, end, fromLoader, loaded]);

  if (!start || !end) {
    return (
      <section aria-label="개인 일정" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        달력에서 날짜를 선택하면 그날의 시험 일정과 개인 일정을 볼 수 있습니다.
      </section>
    );
  }

  const title = start === end ? formatDate(start) : `${formatDate(start)} ~ ${formatDate(end)}`;
  return (
    <section aria-labelledby="personal-schedule-title" className="space-y-5 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="personal-schedule-title" className="font-bold">
        {title} 일정
      </h2>
      <noscript>
        <Form method="get" action={PAGE} className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="personal-schedule-date">다른 날짜</label>
          <input
            id="personal-schedule-date"
            type="date"
            name="date"
            defaultValue={start}
            className="rounded-lg border border-slate-300 px-3 py-1.5"
          />
          <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
            날짜 보기
          </button>
        </Form>
      </noscript>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">내 자격증 시험 일정</h3>
        {!day ? (
          <p className="mt-1 text-sm text-slate-500">불러오는 중…</p>
        ) : day.exams.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">보유·관심·즐겨찾기 자격증의 시험 일정이 없습니다.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {day.exams.map((t) => (
              <li key={`${t.licenseId}-${t.roundName}-${t.type}-${t.start}`}>
                <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">{t.phase}</span>
                {t.licenseName} <span className="text-slate-500">{t.roundName}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">개인 일정</h3>
        {day && day.personal.length === 0 && <p className="mt-1 text-sm text-slate-500">등록한 개인 일정이 없습니다.</p>}
        {deleteRefusal && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {deleteRefusal.message}
          </p>
        )}
        <ul className="mt-2 space-y-2" aria-label="개인 일정 목록">
          {day?.personal.map((p) => (
            <li key={p.id} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              {start !== end && <span className="shrink-0 text-slate-500">{formatDate(p.date)}</span>}
              <span className="min-w-0 flex-1 break-words">{p.content}</span>
              <DeleteButton entry={p} />
            </li>
          ))}
        </ul>
      </div>
      <AddForm date={start} />
    </section>
  );
}

/** The refusal of this form's last post: from the background request, or from the page's action without JavaScript. */
function useRefusal(fetcherData: ScheduleResult | undefined, intent: ScheduleResult["intent"]) {
  const actionData = useActionData<ScheduleResult>();
  const answer = fetcherData ?? actionData;
  return answer && answer.intent === intent && !answer.ok ? answer : null;
}

function AddForm({ date }: { date: string }) {
  const fetcher = useFetcher<ScheduleResult>();
  const refusal = useRefusal(fetcher.data, "add");
  const [clientError, setClientError] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  useEffect(() => {
    // A background post that ended without a refusal saved the entry: the box empties for the next one.
    if (wasBusy.current && !busy && !fetcher.data) formRef.current?.reset();
    wasBusy.current = busy;
  }, [busy, fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = new FormData(event.currentTarget).get("schedule");
    if (typeof text === "string" && text.trim() === "") {
      event.preventDefault();
      setClientError("일정 내용을 입력해주세요.");
      return;
    }
    setClientError("");
  };
  const error = clientError || (busy ? "" : (refusal?.message ?? ""));
  const submitted = refusal?.result.initialValue?.schedule;

  return (
    <>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={`${PAGE}?date=${date}`}
        onSubmit={onSubmit}
        className="flex flex-col gap-2 sm:flex-row"
        noValidate
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="date" value={date} />
        <label htmlFor="personal-schedule-input" className="sr-only">
          {formatDate(date)}에 추가할 일정
        </label>
        <input
          id="personal-schedule-input"
          name="schedule"
          defaultValue={typeof submitted === "string" ? submitted : ""}
          maxLength={200}
          placeholder={`${formatDate(date)} 일정 입력`}
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
      </fetcher.Form>
      {error && (
        <p id="personal-schedule-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </>
  );
}

function DeleteButton({ entry }: { entry: MyDay["personal"][number] }) {
  const dialog = useDialog();
  const fetcher = useFetcher<ScheduleResult>();
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const alerted = useRef<ScheduleResult | null>(null);
  useEffect(() => {
    if (!refusal || fetcher.state !== "idle" || alerted.current === refusal) return;
    alerted.current = refusal;
    void dialog.alert("알림", refusal.message);
  }, [refusal, fetcher.state, dialog]);

  // With JavaScript the deletion is confirmed in a dialog first; without it the button posts at once.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(await dialog.confirm("일정을 삭제하시겠습니까?", "삭제한 일정은 되돌릴 수 없습니다."))) return;
    await fetcher.submit(form);
  };
  return (
    <fetcher.Form method="post" action={`${PAGE}?date=${entry.date}`} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="sno" value={entry.id} />
      <input type="hidden" name="date" value={entry.date} />
      <button type="submit" className="rounded px-2 py-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800">
        삭제<span className="sr-only"> {entry.content}</span>
      </button>
    </fetcher.Form>
  );
}
