import type { ReactNode } from "react";
import { Form } from "react-router";

/** GET search form of the career/job list pages: a labelled keyword box, optional extra fields, "검색". */
export function KeywordSearchForm({
  id,
  label,
  placeholder,
  defaultValue,
  className = "mt-6 flex gap-2",
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
  /** Filters (selects, hidden inputs) placed between the keyword box and the button. */
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={className}>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="keyword"
        defaultValue={defaultValue}
        maxLength={50}
        placeholder={placeholder}
        className="flex-1 rounded border border-slate-300 px-3 py-2"
      />
      {children}
      <button type="submit" className="rounded bg-slate-800 px-5 py-2 font-semibold text-white">
        검색
      </button>
    </Form>
  );
}
