import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import type { PagedResponse } from "../../../shared/paging";
import { api } from "../../lib/api-client";
import { Pagination } from "../ui/Pagination";

export interface LectureItem {
  id: number;
  title: string;
  provider: string | null;
  url: string | null;
  price: number | null;
}
export interface GoodsItem {
  id: number;
  title: string;
  organization: string | null;
  url: string | null;
  closesOn: string | null;
}
export interface InstituteItem {
  id: number;
  name: string;
  region: string;
  address: string | null;
  phone: string | null;
  url: string | null;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded bg-slate-50 p-4 text-center text-sm text-slate-600">{children}</p>;
}

function Title({ title, url }: { title: string; url: string | null }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="hover:underline">
      {title}
    </a>
  ) : (
    <span>{title}</span>
  );
}

/** A list whose further pages are loaded from the API in the browser. */
function usePaged<T>(initial: PagedResponse<T>, load: (page: number) => Promise<PagedResponse<T>>) {
  const [state, setState] = useState(initial);
  const [error, setError] = useState(false);
  const go = async (page: number) => {
    try {
      setState(await load(page));
      setError(false);
    } catch (e) {
      console.error(e);
      setError(true);
    }
  };
  return { state, error, go, setState };
}

export function LectureList({ licenseId, initial }: { licenseId: string; initial: PagedResponse<LectureItem> }) {
  const { state, error, go } = usePaged(initial, (page) =>
    api
      .post<{ data: PagedResponse<LectureItem> }>("/v1/jnLics/onlineLecture.php", { ld_id: licenseId, page, pageSize: 10 })
      .then((r) => r.data),
  );
  if (state.page.totalItems === 0)
    return (
      <Empty>등록된 온라인 강의가 없습니다. 공개된 통합 자료가 없어 운영자가 확인한 강의가 등록되면 이곳에 표시됩니다.</Empty>
    );
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {state.list.map((l) => (
          <li key={l.id} className="flex justify-between gap-3 py-2 text-sm">
            <Title title={l.title} url={l.url} />
            <span className="shrink-0 text-xs text-slate-500">
              {l.provider}
              {l.price !== null ? ` · ${formatNumber(l.price)}원` : ""}
            </span>
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm text-rose-600">목록을 불러오지 못했습니다.</p> : null}
      <Pagination {...state.page} onPage={go} label="온라인 강의 페이지" />
    </div>
  );
}

const GOODS_TABS = [
  { kind: "textbook", name: "교재" },
  { kind: "job_posting", name: "채용공고" },
  { kind: "subsidy", name: "지원금" },
] as const;

export function GoodsLists({
  licenseId,
  initial,
}: {
  licenseId: string;
  initial: Record<(typeof GOODS_TABS)[number]["kind"], PagedResponse<GoodsItem>>;
}) {
  const [tab, setTab] = useState<(typeof GOODS_TABS)[number]["kind"]>("textbook");
  const [lists, setLists] = useState(initial);
  const [error, setError] = useState(false);
  const current = lists[tab];
  const go = async (page: number) => {
    try {
      const res = await api.get<{ data: PagedResponse<GoodsItem> }>("/v2/board/goods-board-list", {
        ld_id: licenseId,
        kind: tab,
        page,
      });
      setLists((l) => ({ ...l, [tab]: res.data }));
      setError(false);
    } catch (e) {
      console.error(e);
      setError(true);
    }
  };
  return (
    <div>
      <div role="tablist" aria-label="교재·채용·지원금" className="mb-2 flex gap-1">
        {GOODS_TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            aria-selected={tab === t.kind}
            onClick={() => setTab(t.kind)}
            className={`rounded-full border px-3 py-1 text-sm ${tab === t.kind ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200"}`}
          >
            {t.name} ({lists[t.kind].page.totalItems})
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {current.page.totalItems === 0 ? (
          <Empty>
            등록된 {GOODS_TABS.find((t) => t.kind === tab)?.name} 정보가 없습니다. 운영자가 확인한 정보가 등록되면 이곳에
            표시됩니다.
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {current.list.map((g) => (
              <li key={g.id} className="flex justify-between gap-3 py-2 text-sm">
                <Title title={g.title} url={g.url} />
                <span className="shrink-0 text-xs text-slate-500">
                  {g.organization}
                  {g.closesOn ? ` · ~${formatDate(g.closesOn)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
        {error ? <p className="text-sm text-rose-600">목록을 불러오지 못했습니다.</p> : null}
        <Pagination {...current.page} onPage={go} label="목록 페이지" />
      </div>
    </div>
  );
}

export function InstituteList({
  licenseId,
  initial,
  regions,
}: {
  licenseId: string;
  initial: PagedResponse<InstituteItem>;
  regions: string[];
}) {
  const [region, setRegion] = useState("전체");
  const load = (page: number, search: string) =>
    api
      .post<{ data: PagedResponse<InstituteItem> }>("/v1/jnTown/addressProcessList.php", {
        ld_id: licenseId,
        page,
        search,
        itemsPerPage: initial.page.itemsPerPage,
      })
      .then((r) => r.data);
  const { state, error, go, setState } = usePaged(initial, (page) => load(page, region));
  const changeRegion = async (next: string) => {
    setRegion(next);
    try {
      setState(await load(1, next));
    } catch (e) {
      console.error(e);
    }
  };
  return (
    <div>
      <label className="mb-2 flex items-center gap-2 text-sm">
        지역
        <select
          value={region}
          onChange={(e) => changeRegion(e.target.value)}
          className="rounded border border-slate-300 px-2 py-1"
        >
          {regions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      {state.page.totalItems === 0 ? (
        <Empty>
          {region === "전체" ? "이 자격증에 등록된 교육기관이 없습니다." : `${region} 지역에 등록된 교육기관이 없습니다.`}{" "}
          운영자가 확인한 교육기관이 등록되면 이곳에 표시되며, 전체 목록은{" "}
          <Link to="/education/list" className="text-blue-700 underline">
            교육기관 찾기
          </Link>
          에서 볼 수 있습니다.
        </Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {state.list.map((i) => (
            <li key={i.id} className="rounded border border-slate-200 p-3 text-sm">
              <p className="font-medium">
                <Title title={i.name} url={i.url} />
              </p>
              <p className="text-xs text-slate-500">
                {i.region}
                {i.address ? ` · ${i.address}` : ""}
                {i.phone ? ` · ${i.phone}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm text-rose-600">목록을 불러오지 못했습니다.</p> : null}
      <Pagination {...state.page} onPage={go} label="교육기관 페이지" />
    </div>
  );
}
