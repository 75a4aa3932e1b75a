import { getFormProps, useForm } from "@conform-to/react";
import { redirect } from "react-router";
import { formatInstantDate } from "../../../shared/dates";
import { feedInput } from "../../../shared/news-feeds";
import { formatNumber } from "../../../shared/number-format";
import { AdminForm, button, Field, input, Notice, RowActions, subtleButton, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedChecked, submittedText } from "../../lib/forms";
import { withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/news-feeds";

export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const { news } = context.services;
  const editing = id ? await news.feed(idOf(id)) : null;
  return { list: await news.feeds(), editing };
});

export const action = withRouteErrors(async ({ request, context }: Route.ActionArgs) => {
  const { actor, form, formData } = await adminForm(request, context);
  const { news } = context.services;
  if (form.intent === "delete") {
    await news.deleteFeed(actor, idOf(form.id));
    return { ok: true, message: "피드를 삭제했습니다. 이미 가져온 뉴스는 게시판에 남습니다." };
  }
  if (form.intent === "fetch") {
    const result = await news.fetchNow(actor, idOf(form.id));
    return result.error
      ? { ok: false, message: `가져오지 못했습니다: ${result.error}` }
      : { ok: true, message: `새 뉴스 ${result.added}건을 가져왔습니다.` };
  }
  const submission = parseForm(formData, feedInput);
  if (submission.status !== "success") return refusedForm(submission);
  await news.saveFeed(actor, form.id ? idOf(form.id) : null, submission.value);
  throw redirect("/adm/news-feeds");
});

/** /adm/news-feeds: the public RSS/Atom feeds that fill 자격 뉴스 (docs/decisions/0059-news-feeds.md). */
export default function AdminNewsFeeds({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, feedInput) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">뉴스 피드</h1>
      <p className="mt-1 text-sm text-slate-600">
        공공기관 보도자료 등 RSS·Atom 피드의 새 글을 한 시간마다 가져와 자격 뉴스 게시판(자격증소식)에 출처와 원문 링크를 붙여
        올립니다. 글에 자격증 이름이 있으면 그 자격증의 뉴스에도 보입니다.
      </p>
      <Notice result={actionData} />
      <AdminForm
        intent="save"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="피드 등록"
      >
        <h2 className="font-bold">{editing ? `피드 수정 (#${editing.id})` : "새 피드"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="출처 이름" hint="글쓴이와 출처로 표시됩니다. 예: 고용노동부 보도자료" errors={fields.name.errors}>
            <input name="name" required maxLength={60} defaultValue={value("name") ?? editing?.name} className={input} />
          </Field>
          <Field label="피드 주소(RSS·Atom)" errors={fields.url.errors}>
            <input name="url" type="url" required maxLength={500} defaultValue={value("url") ?? editing?.url} className={input} />
          </Field>
        </div>
        <Field
          label="키워드(쉼표로 구분)"
          hint="제목이나 요약에 키워드가 있는 글만 가져옵니다. 비우면 모든 글을 가져옵니다."
          errors={fields.keywords.errors}
        >
          <input
            name="keywords"
            maxLength={300}
            defaultValue={value("keywords") ?? editing?.keywords.join(", ") ?? "자격, 시험, 검정"}
            className={input}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="enabled" defaultChecked={submittedChecked(result, "enabled", editing?.enabled ?? true)} />{" "}
          사용
        </label>
        <StatusButton intent="save" className={button}>
          저장
        </StatusButton>
      </AdminForm>
      <h2 className="mt-8 font-bold">피드 목록 ({list.length}건)</h2>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">등록된 피드가 없습니다. 피드를 등록하면 자격 뉴스에 새 글이 올라옵니다.</p>
      ) : (
        <Table head={["출처", "주소", "상태", "마지막 확인", "가져온 글", "가져오기", "관리"]}>
          {list.map((feed) => (
            <tr key={feed.id} className="border-b border-slate-100 align-top">
              <td className="px-2 py-2">{feed.name}</td>
              <td className="max-w-xs break-all px-2 py-2">{feed.url}</td>
              <td className="px-2 py-2">
                {feed.enabled ? "사용" : "중지"}
                {feed.lastError && <span className="block text-red-700">오류: {feed.lastError}</span>}
              </td>
              <td className="px-2 py-2">{feed.lastFetchedAt ? formatInstantDate(feed.lastFetchedAt) : "아직 없음"}</td>
              <td className="px-2 py-2">{formatNumber(feed.itemCount)}건</td>
              <td className="px-2 py-2">
                <AdminForm intent="fetch" label={`${feed.name} 지금 가져오기`}>
                  <input type="hidden" name="id" value={feed.id} />
                  <button type="submit" className={subtleButton}>
                    지금 가져오기
                  </button>
                </AdminForm>
              </td>
              <RowActions editHref={`/adm/news-feeds?id=${feed.id}`} id={feed.id} />
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
