import { type ReactNode, useState } from "react";
import { gridRange, yearMonthOf } from "../../shared/calendar";
import { countByDay } from "../../shared/calendar-events";
import { stageName } from "../../shared/exam-stages";
import { formatNumber } from "../../shared/number-format";
import { button, subtleButton, Table } from "../components/admin/ui";
import { Calendar } from "../components/calendar/Calendar";
import { useCalendarSelection } from "../components/calendar/useCalendarSelection";
import { EmptyState } from "../components/careers/Section";
import { Field, fieldInput } from "../components/forms/Field";
import { PassStatsChart } from "../components/licenses/PassStatsChart";
import { AutocompleteInput } from "../components/search/autocomplete-input";
import { useDialog } from "../components/ui/dialog";
import { Pagination } from "../components/ui/Pagination";
import { MARKUP_SECTIONS } from "../lib/markup-sections";
import type { Route } from "./+types/markup";

/** The license whose real figures the chart and table samples show (정보처리기사). */
const SAMPLE_LICENSE_ID = "1320";

export function meta() {
  return [{ title: "디자인 샘플 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

/**
 * Design samples (spec section 2: "/markup/... routes are design samples for desktop and mobile"):
 * the real components, fed with real data where they show figures — this month's exam schedule
 * and one license's pass statistics — so the gallery shows nothing invented.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { licenses, schedules, clock } = context.services;
  const today = clock.today();
  const [license, stats, byKind] = await Promise.all([
    licenses.getLicense(SAMPLE_LICENSE_ID),
    licenses.passStatistics(SAMPLE_LICENSE_ID),
    schedules.events({ ...gridRange(yearMonthOf(today)), types: [], search: "", favoriteIds: [] }),
  ]);
  const context_ = license ? { qualificationTypeName: license.qualificationTypeName, gradeName: license.gradeName } : {};
  return {
    today,
    days: countByDay(Object.values(byKind).flat(), new Set()),
    license: license ? { id: license.id, name: license.name } : null,
    stats: stats.slice(-5),
    firstStage: stageName("written", context_),
    secondStage: stageName("practical", context_),
    thirdStage: stageName("interview", context_),
  };
}

function Sample({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={`markup-${id}`} aria-labelledby={`markup-${id}-title`} className="rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 id={`markup-${id}-title`} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const titleOf = (id: (typeof MARKUP_SECTIONS)[number]["id"]) => MARKUP_SECTIONS.find((s) => s.id === id)?.title ?? id;

function DialogSamples() {
  const dialog = useDialog();
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={button} onClick={() => void dialog.alert("알림", "알림 대화상자 예시입니다.")}>
        알림 열기
      </button>
      <button
        type="button"
        className={subtleButton}
        onClick={async () => setAnswer((await dialog.confirm("확인", "확인 대화상자 예시입니다. 계속할까요?")) ? "확인" : "취소")}
      >
        확인 열기
      </button>
      {answer && <span className="text-sm text-slate-600">선택: {answer}</span>}
    </div>
  );
}

function CalendarSample({ today, days }: { today: string; days: Route.ComponentProps["loaderData"]["days"] }) {
  const { month, setMonth, selection, select } = useCalendarSelection(today);
  return (
    <>
      <Calendar
        month={month}
        onMonthChange={setMonth}
        days={days}
        today={today}
        selection={selection}
        onSelect={select}
        label="이번 달 시험일정 달력"
      />
      <p className="mt-2 text-xs text-slate-500">
        이번 달 Q-Net 시험일정 건수(출처: 한국산업인력공단 Q-Net). 다른 달은 건수 없이 표시됩니다.
      </p>
    </>
  );
}

export default function Markup({ loaderData }: Route.ComponentProps) {
  const { today, days, license, stats, firstStage, secondStage, thirdStage } = loaderData;
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const source = [...new Set(stats.map((y) => y.source))].join(", ");
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold">디자인 샘플</h1>
        <p className="mt-2 text-sm text-slate-600">
          자격나침반 화면에 쓰이는 UI 컴포넌트 모음입니다. 데스크톱과 모바일에서 같은 컴포넌트가 어떻게 보이는지 확인할 수
          있습니다.
        </p>
        <nav aria-label="샘플 목차" className="mt-3 flex flex-wrap gap-2 text-sm">
          {MARKUP_SECTIONS.map((s) => (
            <a key={s.id} href={`#markup-${s.id}`} className="rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-50">
              {s.title}
            </a>
          ))}
        </nav>
      </header>

      <Sample id="buttons" title={titleOf("buttons")}>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="rounded-lg bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700">
            기본 버튼
          </button>
          <button type="button" className={button}>
            작은 버튼
          </button>
          <button type="button" className={subtleButton}>
            보조 버튼
          </button>
          <button type="button" disabled className="rounded-lg bg-brand-600 px-5 py-3 font-bold text-white opacity-60">
            비활성 버튼
          </button>
        </div>
      </Sample>

      <Sample id="fields" title={titleOf("fields")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="markup-field" label="이름">
            <input id="markup-field" className={fieldInput} placeholder="홍길동" />
          </Field>
          <Field id="markup-field-error" label="이메일" errors="이메일 형식이 올바르지 않습니다." hint="example@domain.com">
            <input
              id="markup-field-error"
              className={fieldInput}
              defaultValue="example"
              aria-invalid
              aria-describedby="markup-field-error-error"
            />
          </Field>
        </div>
      </Sample>

      <Sample id="dialogs" title={titleOf("dialogs")}>
        <DialogSamples />
      </Sample>

      <Sample id="combobox" title={titleOf("combobox")}>
        <form action="/search/search" method="get" className="max-w-md">
          <AutocompleteInput
            label="자격증·직업 검색"
            name="stx"
            value={query}
            onValueChange={setQuery}
            onSelect={(item) => setQuery(item.title)}
            placeholder="두 글자 이상 입력 (예: 정보처리)"
            className={fieldInput}
          />
        </form>
      </Sample>

      <Sample id="calendar" title={titleOf("calendar")}>
        <CalendarSample today={today} days={days} />
      </Sample>

      <Sample id="charts" title={titleOf("charts")}>
        {license && stats.length > 0 ? (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {license.name} 연도별 응시자 수와 합격률 (출처: {source})
            </p>
            <PassStatsChart years={stats} firstStageName={firstStage} secondStageName={secondStage} thirdStageName={thirdStage} />
          </>
        ) : (
          <EmptyState>표시할 합격 통계가 없습니다.</EmptyState>
        )}
      </Sample>

      <Sample id="tables" title={titleOf("tables")}>
        {license && stats.length > 0 ? (
          <Table
            head={["연도", `${firstStage} 응시자`, `${firstStage} 합격률`, `${secondStage} 응시자`, `${secondStage} 합격률`]}
          >
            {stats.map((y) => (
              <tr key={y.year}>
                <td className="px-2 py-2">{y.year}</td>
                <td className="px-2 py-2">{y.written?.applicants == null ? "-" : formatNumber(y.written.applicants)}</td>
                <td className="px-2 py-2">{y.written?.passRate != null ? `${y.written.passRate.toFixed(1)}%` : "-"}</td>
                <td className="px-2 py-2">{y.practical?.applicants == null ? "-" : formatNumber(y.practical.applicants)}</td>
                <td className="px-2 py-2">{y.practical?.passRate != null ? `${y.practical.passRate.toFixed(1)}%` : "-"}</td>
              </tr>
            ))}
          </Table>
        ) : (
          <EmptyState>표시할 합격 통계가 없습니다.</EmptyState>
        )}
      </Sample>

      <Sample id="empty" title={titleOf("empty")}>
        <EmptyState>목록이 비었을 때의 안내 예시: 검색 조건에 맞는 자격증이 없습니다.</EmptyState>
      </Sample>

      <Sample id="pagination" title={titleOf("pagination")}>
        <Pagination page={page} totalItems={120} itemsPerPage={10} visiblePages={5} onPage={setPage} label="샘플 페이지 이동" />
        <p className="mt-2 text-sm text-slate-600">현재 {page}페이지</p>
      </Sample>
    </div>
  );
}
