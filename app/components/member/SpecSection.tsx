import { getFormProps, useForm } from "@conform-to/react";
import { type ReactNode, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SPEC_LISTS, type SpecListIntent, specListFormSchema } from "../../../shared/spec-schemas";
import { firstErrors, parseForm, type SectionResult, submittedText, useHydrated } from "../../lib/forms";
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
  intent: SpecListIntent;
  description: string;
  searchLabel: string;
  placeholder: string;
  initial: SpecItem[];
  withDate?: boolean;
  load: (query: string, signal: AbortSignal) => Promise<Option[]>;
  /** The page action's answer when it was this section's. */
  result?: SectionResult<string>;
}

const sameItems = (a: readonly SpecItem[], b: readonly SpecItem[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id && (item.date ?? "") === (b[i]?.date ?? ""));

/**
 * One list of the spec page, a form posting the whole list to the page's action. With scripts,
 * items are added from the search box's suggestions and removed in place, then saved; without,
 * a name typed into the add box is resolved by the server and each delete button posts at once.
 */
export function SpecSection({
  intent,
  description,
  searchLabel,
  placeholder,
  initial,
  withDate,
  load,
  result,
}: SpecSectionProps) {
  const { title } = SPEC_LISTS[intent];
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form] = useForm({
    id: `spec-${intent}`,
    lastResult: result?.result,
    onValidate: ({ formData }) => parseForm(formData, specListFormSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  const [items, setItems] = useState<SpecItem[]>(initial);
  // The answer shown until the list is edited again.
  const [editedAfter, setEditedAfter] = useState<SectionResult<string> | undefined | null>(null);
  const titleId = useId();
  const addId = `spec-${intent}-add`;

  const update = (next: SpecItem[]) => {
    setItems(next);
    setEditedAfter(result);
  };
  const answer = result && editedAfter !== result ? result : undefined;
  const dirty = !sameItems(items, initial);
  const status = answer
    ? { ok: answer.ok, text: answer.message }
    : errors.items
      ? { ok: false, text: errors.items }
      : dirty
        ? { ok: false, text: "저장하지 않은 변경 사항이 있습니다." }
        : null;

  return (
    <SpecCard titleId={titleId} title={title} description={description}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {hydrated ? (
          <SpecSearch
            label={searchLabel}
            placeholder={placeholder}
            load={load}
            chosen={items}
            onAdd={(option) => update([...items, { ...option, date: "" }])}
          />
        ) : (
          <div className="flex gap-2">
            <label htmlFor={addId} className="sr-only">
              {title} 추가
            </label>
            <input
              id={addId}
              name="add"
              type="text"
              placeholder={placeholder}
              maxLength={50}
              defaultValue={result && !result.ok ? submittedText(result.result, "add") : undefined}
              aria-invalid={errors.add ? true : undefined}
              aria-describedby={errors.add ? `${addId}-error` : undefined}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 aria-[invalid=true]:border-red-500"
            />
            <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              추가
            </button>
          </div>
        )}
        {errors.add && (
          <p id={`${addId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {errors.add}
          </p>
        )}
        {items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">등록된 항목이 없습니다.</p>
        ) : (
          <ul className="mt-3 space-y-2" aria-label={`${title} 목록`}>
            {items.map((item, index) => {
              const dateError = errors[`items[${index}].date`];
              const dateId = `spec-${intent}-date-${index}`;
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
                  <input type="hidden" name={`items[${index}].id`} value={item.id} />
                  <span className={`min-w-0 flex-1 font-medium ${withDate ? "basis-full sm:basis-auto" : ""}`}>{item.name}</span>
                  {withDate && (
                    <label className="flex items-center gap-1 text-sm text-slate-600">
                      취득일
                      <input
                        id={dateId}
                        type="date"
                        name={`items[${index}].date`}
                        value={item.date ?? ""}
                        onChange={(e) => update(items.map((i) => (i.id === item.id ? { ...i, date: e.target.value } : i)))}
                        aria-invalid={dateError ? true : undefined}
                        aria-describedby={dateError ? `${dateId}-error` : undefined}
                        className="rounded border border-slate-300 px-2 py-1"
                      />
                    </label>
                  )}
                  {hydrated ? (
                    <button
                      type="button"
                      onClick={() => update(items.filter((i) => i.id !== item.id))}
                      className="rounded px-2 py-1 text-sm text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                    >
                      삭제<span className="sr-only"> {item.name}</span>
                    </button>
                  ) : (
                    <button
                      type="submit"
                      name="remove"
                      value={item.id}
                      className="rounded px-2 py-1 text-sm text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                    >
                      삭제<span className="sr-only"> {item.name}</span>
                    </button>
                  )}
                  {dateError && (
                    <p id={`${dateId}-error`} role="alert" className="basis-full text-sm text-red-600">
                      {dateError}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <SaveBar busy={busy} status={status} />
      </Form>
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

export function SaveBar({ busy, status }: { busy: boolean; status: { ok: boolean; text: string } | null }) {
  return (
    <div className="mt-4 flex items-center justify-end gap-3">
      <p role="status" className={`text-sm ${status?.ok ? "text-emerald-700" : "text-red-600"}`}>
        {status?.text ?? ""}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "저장 중…" : "저장"}
      </button>
    </div>
  );
}
