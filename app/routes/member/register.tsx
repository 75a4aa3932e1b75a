import { data, redirect } from "react-router";
import { forbidden } from "../../../shared/app-error";
import { VERIFICATION_MAIL_NOTICES } from "../../../shared/email-verification";
import { sameSitePath } from "../../../shared/login-redirect";
import { passwordChangeSchema, profileSchema, signUpFormSchema } from "../../../shared/member-schemas";
import { type EditResult, ProfileEditForm } from "../../components/member/ProfileEditForm";
import { SIGN_UP_DIALOG_FIELD, SignUpForm, type SignUpResult } from "../../components/member/SignUpForm";
import { parseForm } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/register";

const EDIT_URL = "/member/register.php?w=u";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.mode === "edit" ? "개인정보 수정 | 자격나침반" : "회원가입 | 자격나침반" }];
}

/** Editing needs a member who re-entered the password on /bbs/member_confirm.php in the last minutes. */
async function editingMember(request: Request, context: Route.LoaderArgs["context"]) {
  const member = await requireMember(request, context);
  if (!(await context.services.members.isReconfirmed(request, member.id))) {
    throw redirect(`/bbs/member_confirm.php?url=${encodeURIComponent(EDIT_URL)}`);
  }
  return member;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("w") !== "u") {
    return { mode: "signup" as const, redirectTo: sameSitePath(url.searchParams.get("url") ?? "", url.origin) ?? "/" };
  }
  const member = await editingMember(request, context);
  const info = await context.services.members.memberInfo(member.id);
  if (!info) throw redirect("/member/login");
  return {
    mode: "edit" as const,
    values: {
      loginId: info.loginId,
      name: info.name ?? "",
      nickname: info.nickname ?? "",
      email: info.email ?? "",
      emailVerified: info.emailVerifiedAt !== null,
      mailEnabled: context.services.members.emailVerification.mailEnabled,
      phone: info.phone ?? "",
      age: info.age,
      gender: info.gender ?? "",
      mailing: info.mailing,
      sms: info.sms,
    },
  };
}

/**
 * Sign-up through `members.signUp` (as `/v2/member/register`, plus a session), then the new member
 * is sent to the target: by a redirect, or, when the page's script asked for it, after the
 * "회원가입이 완료되었습니다." dialog.
 */
async function signUp(request: Request, context: Route.ActionArgs["context"]) {
  const { members } = context.services;
  // The new member is logged in: a form from another site must not do that (login CSRF).
  if (members.isCrossSiteRequest(request)) throw routeError(forbidden("허용되지 않은 요청입니다."));
  const formData = await request.formData();
  const submission = parseForm(formData, signUpFormSchema);
  const hidden = { hideFields: ["mbPassword", "mbPasswordConfirm"] };
  if (submission.status !== "success") return data<SignUpResult>({ result: submission.reply(hidden) }, { status: 400 });
  const created = await members.signUp(submission.value, context.clientAddress, { startSession: true });
  if (!created.ok && created.reason === "rate_limited") {
    return data<SignUpResult>(
      { result: submission.reply({ ...hidden, formErrors: [created.message] }) },
      { status: 429, headers: { "Retry-After": String(created.retryAfterSeconds) } },
    );
  }
  if (!created.ok) {
    const fieldErrors = { [created.field]: [created.message] };
    return data<SignUpResult>({ result: submission.reply({ ...hidden, fieldErrors }) }, { status: 409 });
  }
  if (!created.tokens) throw new Error("sign-up started no session");
  const headers = members.signedInHeaders(request, created.tokens);
  const target = sameSitePath(String(formData.get("url") ?? ""), new URL(request.url).origin) ?? "/";
  if (formData.get(SIGN_UP_DIALOG_FIELD) === "1") {
    const verificationNotice = VERIFICATION_MAIL_NOTICES[created.verificationMail];
    return data<SignUpResult>(
      { result: submission.reply({ resetForm: true }), joinedTo: target, verificationNotice },
      { headers },
    );
  }
  throw redirect(target, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.get("w") !== "u") return signUp(request, context);
  return editProfile(request, context);
}

async function editProfile(request: Request, context: Route.ActionArgs["context"]) {
  const member = await editingMember(request, context);
  const formData = await request.formData();
  const { members } = context.services;
  if (formData.get("intent") === "password") {
    const submission = parseForm(formData, passwordChangeSchema);
    const hidden = { hideFields: ["newPassword", "newPasswordConfirm"] };
    if (submission.status !== "success") {
      const refused: EditResult = {
        intent: "password",
        ok: false,
        message: "입력값을 확인해주세요.",
        result: submission.reply(hidden),
      };
      return data<EditResult>(refused, { status: 400 });
    }
    await members.changePassword(member.id, submission.value.newPassword, member.familyId);
    const message = "비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.";
    return data<EditResult>({ intent: "password", ok: true, message, result: submission.reply({ resetForm: true }) });
  }
  const submission = parseForm(formData, profileSchema);
  if (submission.status !== "success") {
    const refused: EditResult = { intent: "profile", ok: false, message: "입력값을 확인해주세요.", result: submission.reply() };
    return data<EditResult>(refused, { status: 400 });
  }
  const saved = await members.updateProfile(member.id, submission.value);
  if (!saved.ok) {
    const message = "이미 사용 중인 이메일입니다.";
    const result = submission.reply({ fieldErrors: { mbEmail: [message] } });
    return data<EditResult>({ intent: "profile", ok: false, message, result }, { status: 409 });
  }
  const notice = saved.verificationMail ? ` ${VERIFICATION_MAIL_NOTICES[saved.verificationMail]}` : "";
  return data<EditResult>({
    intent: "profile",
    ok: true,
    message: `개인정보를 저장했습니다.${notice}`,
    result: submission.reply(),
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-lg px-5 py-10 sm:py-14">
      <h1 className="text-center text-2xl font-bold">{loaderData.mode === "edit" ? "개인정보 수정" : "회원가입"}</h1>
      {loaderData.mode === "edit" ? (
        <ProfileEditForm values={loaderData.values} result={actionData && "intent" in actionData ? actionData : undefined} />
      ) : (
        <SignUpForm redirectTo={loaderData.redirectTo} outcome={actionData && "result" in actionData ? actionData : undefined} />
      )}
    </div>
  );
}
