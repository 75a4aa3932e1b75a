import { type ReactNode, useId, useState } from "react";
import { ApiClientError } from "../../lib/api-client";
import { Combobox } from "../ui/combobox";

export interface Option {
  id: string;
  name: string;
}

export interface SpecItem extends Option {
  /** Acquisition date (held licenses only), YYYY-MM-DD or "". */
  date?: string;
}

interface SpecSectionProps {
  title: string;
  description: string;
  searchLabel: string;
  placeholder: string;
  initial: SpecItem[];
  withDate?: boolean;
  load: (query: string, signal: AbortSignal) => Promise<Option[]>;
  save: (items: SpecItem[]) => Promise<unknown>;
}

/** One editable list of the spec page: search to add, remove, then save the whole list. */
export function SpecSection({ title, description, searchLabel, placeholder, initial, withDate, load, save }: SpecSectionProps) {
  const [items, setItems] = useState<SpecItem[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const update = (next: SpecItem[]) => {
    setItems(next);
    setDirty(true);
    setStatus(null);
  };

  const onSave = async () => {
    setBusy(true);
    try {
      await save(items);
      setDirty(false);
      setStatus({ ok: true, text: `${title}을(를) 저장했습니다.` });
    } catch (error) {
      setStatus({
        ok: false,
        text: error instanceof ApiClientError ? error.message : "저장하지 못했습니다. 잠시 후 다시 시도해주세요.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpecCard titleId={titleId} title={title} description={description}>
      <SpecSearch
        label={searchLabel}
        placeholder={placeholder}
        load={load}
        chosen={items}
        onAdd={(option) => update([...items, { ...option, date: "" }])}
      />
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">등록된 항목이 없습니다.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={`${title} 목록`}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
              <span className={`min-w-0 flex-1 font-medium ${withDate ? "basis-full sm:basis-auto" : ""}`}>{item.name}</span>
              {withDate && (
                <label className="flex items-center gap-1 text-sm text-slate-600">
                  취득일
                  <input
                    type="date"
                    value={item.date ?? ""}
                    onChange={(e) => update(items.map((i) => (i.id === item.id ? { ...i, date: e.target.value } : i)))}
                    className="rounded border border-slate-300 px-2 py-1"
                  />
                </label>
              )}
              <button
                type="button"
                onClick={() => update(items.filter((i) => i.id !== item.id))}
                className="rounded px-2 py-1 text-sm text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                삭제<span className="sr-only"> {item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <SaveBar busy={busy} dirty={dirty} status={status} onSave={onSave} />
    </SpecCard>
  );
}

/** Search box to add an item (prefix, infix or 초성); items already in the list cannot be picked again. */
function SpecSearch({
  label,
  placeholder,
  load,
  chosen,
  onAdd,
}: {
  label: string;
  placeholder: string;
  load: (query: string, signal: AbortSignal) => Promise<Option[]>;
  chosen: readonly Option[];
  onAdd: (option: Option) => void;
}) {
  const [query, setQuery] = useState("");
  const taken = (option: Option) => chosen.some((item) => item.id === option.id);
  return (
    <div className="relative">
      <Combobox
        label={label}
        type="text"
        value={query}
        onValueChange={setQuery}
        load={load}
        debounceMs={200}
        autoSelect
        listLabel={`${label} 검색 결과`}
        emptyMessage="검색 결과가 없습니다."
        itemKey={(option) => option.id}
        itemDisabled={taken}
        itemClassName="px-3 py-2 text-sm"
        renderItem={(option) => (
          <>
            {option.name}
            {taken(option) && <span className="ml-2 text-xs">(추가됨)</span>}
          </>
        )}
        onSelect={(option) => {
          setQuery("");
          onAdd(option);
        }}
        placeholder={placeholder}
        maxLength={50}
        className="w-full rounded-lg border border-slate-300 px-3 py-2.5 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}

export function SpecCard({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-500">{description}</p>
      {children}
    </section>
  );
}

export function SaveBar({
  busy,
  dirty,
  status,
  onSave,
}: {
  busy: boolean;
  dirty: boolean;
  status: { ok: boolean; text: string } | null;
  onSave: () => void;
}) {
  return (
    <div className="mt-4 flex items-center justify-end gap-3">
      <p role="status" className={`text-sm ${status?.ok ? "text-emerald-700" : "text-red-600"}`}>
        {status?.text ?? (dirty ? "저장하지 않은 변경 사항이 있습니다." : "")}
      </p>
      <button
        type="button"
        onClick={onSave}
        disabled={busy}
        className="rounded-lg bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "저장 중…" : "저장"}
      </button>
    </div>
  );
}
