import { Form, Link, useNavigation } from "react-router";
import { licensePath } from "../../../shared/page-seo";
import { reminderSettingsForm, unstarForm } from "../../../shared/reminder-settings";
import { offsetName } from "../../components/notifications/format";
import { parseForm, refusedForm } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/reminders";

/** Offsets offered on the page; the API accepts any 0–30. */
const CHOICES = [14, 7, 3, 1, 0];

export function meta() {
  return [{ title: "알림 설정·즐겨찾기 | 마이페이지 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { notifications } = context.services;
  const [settings, favorites, token] = await Promise.all([
    notifications.settings(member.id),
    notifications.favorites(member.id),
    notifications.feedToken(member.id),
  ]);
  return { settings, favorites, feedUrl: notifications.feedUrl(token), emailEnabled: notifications.emailEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const { notifications } = context.services;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "regenerate") {
    await notifications.feedToken(member.id, true);
    return { ok: "새 구독 주소를 발급했습니다. 이전 주소는 더 이상 동작하지 않습니다.", error: null };
  }
  if (intent === "unstar") {
    const submission = parseForm(form, unstarForm);
    if (submission.status !== "success") return { ok: null, error: refusedForm(submission).message };
    await notifications.removeFavorite(member.id, submission.value.licenseId);
    return { ok: "즐겨찾기에서 삭제했습니다.", error: null };
  }
  const submission = parseForm(form, reminderSettingsForm);
  if (submission.status !== "success") return { ok: null, error: refusedForm(submission).message };
  await notifications.updateSettings(member.id, submission.value);
  return { ok: "알림 설정을 저장했습니다.", error: null };
}

export default function Reminders({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, favorites, feedUrl, emailEnabled } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">알림 설정·즐겨찾기</h1>
      {(actionData?.ok || actionData?.error) && (
        <p role={actionData.error ? "alert" : "status"} className={actionData.error ? "text-red-600" : "text-emerald-700"}>
          {actionData.error ?? actionData.ok}
        </p>
      )}

      <section aria-labelledby="favorites-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="favorites-title" className="mb-3 text-lg font-bold">
          즐겨찾기한 자격증 ({favorites.length})
        </h2>
        {favorites.length === 0 ? (
          <p className="text-slate-600">
            즐겨찾기한 자격증이 없습니다. 자격증 정보 페이지, 검색 결과, 시험일정 달력의 ☆ 버튼으로 추가하면 여기에 모이고 일정
            알림을 받습니다.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="favorite-list">
            {favorites.map((f) => (
              <li key={f.licenseId} className="flex items-center justify-between gap-2 py-2">
                <Link to={licensePath(f.licenseId)} className="hover:underline">
                  <span aria-hidden className="text-amber-500">
                    ★{" "}
                  </span>
                  {f.name}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="unstar" />
                  <input type="hidden" name="licenseId" value={f.licenseId} />
                  <button type="submit" disabled={busy} className="rounded border border-slate-300 px-2 py-1 text-sm">
                    <span className="sr-only">{f.name} </span>삭제
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="settings-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="settings-title" className="mb-1 text-lg font-bold">
          일정 알림
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          즐겨찾기·관심 자격증의 원서접수 시작과 마감, 시험일, 합격자 발표일 전에 오전 9시(한국 시간)에 알림을 보냅니다.
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="settings" />
          <fieldset>
            <legend className="mb-2 font-semibold">알림 시점</legend>
            <div className="flex flex-wrap gap-3">
              {CHOICES.map((offset) => (
                <label key={offset} className="inline-flex items-center gap-1.5">
                  <input type="checkbox" name="offsets" value={offset} defaultChecked={settings.offsets.includes(offset)} />
                  {offsetName(offset)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="personalSchedules" defaultChecked={settings.personalSchedules} />내 개인 일정도 알림 받기
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="email" defaultChecked={settings.email} />
            이메일로도 받기
            {!emailEnabled && <span className="text-sm text-slate-500">(현재 이 사이트는 메일 발송을 사용하지 않습니다)</span>}
          </label>
          <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            알림 설정 저장
          </button>
        </Form>
      </section>

      <section aria-labelledby="feed-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="feed-title" className="mb-1 text-lg font-bold">
          캘린더 구독 (iCal)
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Google 캘린더의 ‘URL로 추가’나 Apple 캘린더의 ‘구독’에 아래 주소를 넣으면 즐겨찾기·관심 자격증의 시험 일정과 개인 일정이
          표시됩니다. 주소는 본인만 아는 비밀 주소입니다.
        </p>
        <label htmlFor="feed-url" className="sr-only">
          캘린더 구독 주소
        </label>
        <input
          id="feed-url"
          readOnly
          value={feedUrl}
          className="w-full rounded border border-slate-300 px-2 py-1.5 font-mono text-sm"
        />
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="regenerate" />
          <button type="submit" disabled={busy} className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
            구독 주소 재발급
          </button>
        </Form>
      </section>
    </div>
  );
}
