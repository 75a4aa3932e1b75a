import { type FormEvent, useState } from "react";
import { data, Form, redirect, useSubmit } from "react-router";
import { z } from "zod";
import { LEAVE_NOTICE, LEAVE_REASONS } from "../../../shared/member-schemas";
import { ErrorList } from "../../components/forms/ErrorList";
import { controlAria, Field, fieldInput } from "../../components/forms/Field";
import { StatusButton } from "../../components/forms/StatusButton";
import { useDialog } from "../../components/ui/dialog";
import { firstErrors, parseForm } from "../../lib/forms";
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

const leaveForm = z.object({
  reason: z.preprocess((code) => LEAVE_REASONS[Number(code) - 1], z.string({ error: "탈퇴 사유를 선택해주세요." })),
  detail: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 300) : ""), z.string()),
  mbPassword: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const submission = parseForm(await request.formData(), leaveForm);
  const hidden = { hideFields: ["mbPassword"] };
  if (submission.status !== "success") return data({ result: submission.reply(hidden) }, { status: 400 });
  const { members } = context.services;
  const { reason, detail, mbPassword = "" } = submission.value;
  const info = await members.memberInfo(member.id);
  if (!info?.socialLogin) {
    const confirmed = await members.confirmPassword(member.id, mbPassword);
    if (!confirmed.ok) {
      const message = confirmed.reason === "rate_limited" ? confirmed.message : "비밀번호가 올바르지 않습니다.";
      const result = submission.reply({ ...hidden, fieldErrors: { mbPassword: [message] } });
      if (confirmed.reason !== "rate_limited") return { result };
      return data({ result }, { status: 429, headers: { "Retry-After": String(confirmed.retryAfterSeconds) } });
    }
  }
  await members.leave(member.id, detail ? `${reason}: ${detail}` : reason);
  throw redirect("/?left=1", { headers: members.signedOutHeaders(request) });
}

export default function MemberLeave({ loaderData, actionData }: Route.ComponentProps) {
  const dialog = useDialog();
  const submit = useSubmit();
  const [reason, setReason] = useState("");
  const errors = firstErrors(actionData?.result.error);

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
          <ErrorList id="leave-reason-error" errors={errors.reason} />
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
              {...controlAria("leave-password", errors.mbPassword)}
            />
          </Field>
        )}
        <StatusButton className="w-full rounded-lg bg-slate-800 py-3 font-bold text-white hover:bg-slate-900 disabled:opacity-60">
          회원탈퇴
        </StatusButton>
      </Form>
    </div>
  );
}
