import type { getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { pageHref } from "../../../shared/page-window";
import { Field as KitField } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { Pagination } from "../ui/Pagination";
import { ScrollRegion } from "../ui/ScrollRegion";

/** The CSRF token the /adm layout loader issued for this session. */
export function useCsrf(): string {
  return (useRouteLoaderData("routes/adm/layout") as { csrf?: string } | undefined)?.csrf ?? "";
}

/** A POST form carrying the CSRF token and an `intent`; `form` spreads Conform's `getFormProps(form)`. */
export function AdminForm({
  intent,
  children,
  className,
  label,
  encType,
  form,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  label?: string;
  /** `multipart/form-data` for a form with a file input. */
  encType?: "multipart/form-data";
  form?: ReturnType<typeof getFormProps>;
}) {
  const csrf = useCsrf();
  return (
    <Form method="post" className={className} aria-label={label} encType={encType} {...form}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export const input = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm";
export const button = "rounded bg-brand-700 px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-800";
export const subtleButton = "rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100";

/** The kit's `Field` in the back office's type (same label, hint and message markup as the member forms). */
export function Field(props: Omit<ComponentProps<typeof KitField>, "tone">) {
  return <KitField tone="admin" {...props} />;
}

export function Notice({ result }: { result?: { ok: boolean; message?: string } | null }) {
  if (!result?.message) return null;
  return (
    <p
      role="status"
      className={`mb-4 rounded p-3 text-sm ${result.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-700"}`}
    >
      {result.message}
    </p>
  );
}

/** A horizontally scrollable table so wide lists do not break the mobile layout. */
export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={`${head.join(", ")} 표`}>
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-slate-800 text-left">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A CSV upload form of a list screen (intent "import"); rows are validated before anything is saved. */
export function CsvImportForm({ columns, note }: { columns: ReadonlyArray<{ label: string }>; note?: string }) {
  return (
    <AdminForm
      intent="import"
      encType="multipart/form-data"
      className="mt-4 space-y-2 rounded-lg border border-slate-200 p-4"
      label="CSV 일괄 등록"
    >
      <h2 className="font-bold">CSV 일괄 등록</h2>
      <p className="text-sm text-slate-600">
        첫 줄에 열 이름({columns.map((c) => c.label).join(", ")})을 적은 CSV(UTF-8 또는 엑셀의 CSV 저장)를 올립니다. 한 행이라도
        틀리면 아무것도 저장하지 않고 틀린 행을 알려 드립니다.{note ? ` ${note}` : ""}
      </p>
      <input type="file" name="file" accept=".csv,text/csv" required aria-label="CSV 파일" className="text-sm" />
      <StatusButton intent="import" className={button}>
        가져오기
      </StatusButton>
    </AdminForm>
  );
}

/** Row errors of a refused CSV import. */
export function ImportErrors({ errors }: { errors?: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul
      role="alert"
      className="mb-4 list-disc space-y-1 rounded bg-red-50 p-3 pl-8 text-sm text-red-700"
      data-testid="import-errors"
    >
      {errors.slice(0, 50).map((e) => (
        <li key={e}>{e}</li>
      ))}
      {errors.length > 50 && <li>외 {errors.length - 50}건</li>}
    </ul>
  );
}

/** The delete button of a list row (a CSRF-protected POST with intent "delete"). */
export function DeleteButton({ id }: { id: number | string }) {
  return (
    <AdminForm intent="delete">
      <input type="hidden" name="id" value={String(id)} />
      <StatusButton intent="delete" match={{ id: String(id) }} className={subtleButton}>
        삭제
      </StatusButton>
    </AdminForm>
  );
}

/** Edit link and delete button of a list row. */
export function RowActions({ editHref, id }: { editHref: string; id: number }) {
  return (
    <td className="flex gap-1 px-2 py-2">
      <Link to={editHref} className={subtleButton}>
        수정
      </Link>
      <DeleteButton id={id} />
    </td>
  );
}

/** Server-rendered pager of an admin list; keeps the other query parameters. */
export function AdminPager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const location = useLocation();
  return (
    <div className="mt-4">
      <Pagination
        page={page}
        totalItems={total}
        itemsPerPage={pageSize}
        visiblePages={10}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
      />
    </div>
  );
}
