import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "../ui/dialog";

const REASONS = ["광고·홍보", "욕설·비방", "음란·선정성", "개인정보 노출", "도배", "기타"];

/** 신고: opens the dialog with a reason; the page's action records it. */
export function ReportButton({
  targetType,
  targetId,
  label,
}: {
  targetType: "post" | "comment";
  targetId: number;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ message?: string; ok?: boolean }>();
  const formId = `report-${targetType}-${targetId}`;
  const done = fetcher.state === "idle" && fetcher.data?.ok;
  useEffect(() => {
    if (done) setOpen(false);
  }, [done]);
  return (
    <>
      <button type="button" className="text-xs text-slate-500 hover:underline" onClick={() => setOpen(true)} aria-label={label}>
        신고
      </button>
      <Dialog
        open={open}
        title="신고하기"
        actions={
          <>
            <button type="button" className="rounded-lg bg-slate-100 px-4 py-2 text-sm" onClick={() => setOpen(false)}>
              취소
            </button>
            <button type="submit" form={formId} className="rounded-lg bg-rose-600 px-4 py-2 text-sm font-semibold text-white">
              신고
            </button>
          </>
        }
      >
        <fetcher.Form method="post" id={formId} className="space-y-2">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="targetType" value={targetType} />
          <input type="hidden" name="targetId" value={targetId} />
          <p className="text-sm text-slate-600">신고가 3건 쌓이면 관리자 검토 전까지 글이 숨겨집니다.</p>
          <label htmlFor={`${formId}-reason`} className="block text-sm font-semibold">
            신고 사유
          </label>
          <select
            id={`${formId}-reason`}
            name="reason"
            className="w-full rounded border border-slate-300 px-2 py-2"
            defaultValue={REASONS[0]}
          >
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          {fetcher.data?.message && (
            <p role="alert" className="text-sm text-rose-600">
              {fetcher.data.message}
            </p>
          )}
        </fetcher.Form>
      </Dialog>
    </>
  );
}
