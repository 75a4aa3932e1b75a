import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { LEAVE_NOTICE, LEAVE_REASONS } from "../../../shared/member-schemas";
import { Field, fieldInput } from "../../components/forms/Field";
import { useDialog } from "../../components/ui/dialog";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/memberLeave";

const LEAVE_CONFIRM = "모든 포인트와 경험치가 삭제되며 복구할 수 없습니다. 정말 탈퇴하시겠습니까?";

export function meta() {
  return [{ title: "회원탈퇴 | 자격나침반" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const info = await context.services.members.memberInfo(member.id);
  return {
    reasons: LEAVE_REASONS.map((label, i) => ({ code: String(i + 1).padStart(2, "0"), label })),
    socialLogin: info?.socialLogin ?? false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const form = await request.formData();
  const { members } = context.services;
  const code = Number(form.get("reason"));
  const reason = LEAVE_REASONS[code - 1];
  if (!reason) return { errors: { reason: "탈퇴 사유를 선택해주세요." } };
  const detail = String(form.get("detail") ?? "")
    .trim()
    .slice(0, 300);
  const info = await members.memberInfo(member.id);
  if (!info?.socialLogin) {
    const confirmed = await members.confirmPassword(member.id, String(form.get("mbPassword") ?? ""));
    if (!confirmed.ok && confirmed.reason === "rate_limited") {
      const headers = { "Retry-After": String(confirmed.retryAfterSeconds) };
      return data({ errors: { mbPassword: confirmed.message } }, { status: 429, headers });
    }
    if (!confirmed.ok) return { errors: { mbPassword: "비밀번호가 올바르지 않습니다." } };
  }
  await members.leave(member.id, detail ? `${reason}: ${detail}` : reason);
  throw redirect("/?left=1", { headers: members.signedOutHeaders(request) });
}

export default function MemberLeave({ loaderData, actionData }: Route.ComponentProps) {
  const dialog = useDialog();
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  const [reason, setReason] = useState("");
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!reason) {
      await dialog.alert("알림", "탈퇴 사유를 선택해주세요.");
      return;
    }
    if (await dialog.confirm("회원탈퇴", LEAVE_CONFIRM)) submit(form);
  };

  return (
    <div className="mx-auto w-full max-w-lg px-5 py-10 sm:py-14">
      <h1 className="text-center text-2xl font-bold">회원탈퇴</h1>
      <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{LEAVE_NOTICE}</p>
      <Form method="post" onSubmit={onSubmit} className="mt-8 space-y-6">
        <fieldset aria-describedby={errors.reason ? "leave-reason-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold">탈퇴 사유</legend>
          <div className="space-y-2">
            {loaderData.reasons.map((r) => (
              <label key={r.code} className="flex items-center gap-2 text-sm">
                <input type="radio" name="reason" value={r.code} checked={reason === r.code} onChange={() => setReason(r.code)} />
                {r.label}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="leave-reason-error" role="alert" className="mt-1 text-sm text-red-600">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <Field id="leave-detail" label="하고 싶은 말씀 (선택)">
          <textarea id="leave-detail" name="detail" rows={3} maxLength={300} className={fieldInput} />
        </Field>
        {!loaderData.socialLogin && (
          <Field id="leave-password" label="비밀번호 확인" errors={errors.mbPassword}>
            <input
              id="leave-password"
              name="mbPassword"
              type="password"
              autoComplete="current-password"
              className={fieldInput}
              aria-invalid={errors.mbPassword ? true : undefined}
              aria-describedby={errors.mbPassword ? "leave-password-error" : undefined}
            />
          </Field>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-slate-800 py-3 font-bold text-white hover:bg-slate-900 disabled:opacity-60"
        >
          회원탈퇴
        </button>
      </Form>
    </div>
  );
}
