import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { Table } from "../../components/admin/ui";
import { requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/imports";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [runs, syncs] = await Promise.all([context.services.admin.imports(), context.services.admin.syncRuns()]);
  return { runs, syncs };
}

const time = (d: Date | string) =>
  `${formatInstantDate(d)} ${new Date(d).toLocaleTimeString("ko-KR", { timeZone: "Asia/Seoul", hour: "2-digit", minute: "2-digit" })}`;

export default function AdminImports({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">데이터 가져오기</h1>
      <p className="mt-1 text-sm text-slate-600">
        공공데이터 스냅샷을 데이터셋별로 가져온 기록입니다(최근 100건). 다시 가져오려면 서버를 멈춘 뒤{" "}
        <code>npm run data:import</code>를 실행하세요.
      </p>
      {loaderData.runs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          가져오기 기록이 없습니다. 서버가 처음 시작할 때 SEED_DATA_DIR의 자료를 가져오면 기록이 생깁니다.
        </p>
      ) : (
        <Table head={["가져온 시각", "데이터셋", "반영 행", "거부 행", "구분", "원본 폴더"]}>
          {loaderData.runs.map((r) => (
            <tr key={r.id}>
              <td className="px-2 py-2">{time(r.importedAt)}</td>
              <td className="px-2 py-2">{r.dataset}</td>
              <td className="px-2 py-2 text-right">{formatNumber(r.accepted)}</td>
              <td className="px-2 py-2 text-right">{formatNumber(r.rejected)}</td>
              <td className="px-2 py-2">{r.isDemo ? "데모" : "실데이터"}</td>
              <td className="break-all px-2 py-2 text-xs">{r.sourceDir}</td>
            </tr>
          ))}
        </Table>
      )}
      <h2 className="mt-8 font-bold">공식 API 동기화</h2>
      <p className="mt-1 text-sm text-slate-600">
        Q-Net 공식 API에서 종목·회차·수수료를 받아오는 동기화 기록입니다(최근 30회). 수동 실행: <code>npm run data:sync</code>
      </p>
      {loaderData.syncs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          동기화 기록이 없습니다. 매일 예약 실행되거나 명령으로 실행하면 여기에 표시됩니다.
        </p>
      ) : (
        <Table head={["시작", "종료", "방식", "상태", "가져온 행 · 바뀐 행", "메시지"]}>
          {loaderData.syncs.map((r) => {
            const ops = Object.values(r.report ?? {});
            return (
              <tr key={r.id}>
                <td className="px-2 py-2">{time(r.startedAt)}</td>
                <td className="px-2 py-2">{r.finishedAt ? time(r.finishedAt) : "진행 중"}</td>
                <td className="px-2 py-2">{r.trigger}</td>
                <td className="px-2 py-2">{r.status}</td>
                <td className="px-2 py-2">
                  {formatNumber(ops.reduce((n, o) => n + o.fetched, 0))} · {formatNumber(ops.reduce((n, o) => n + o.changed, 0))}
                </td>
                <td className="px-2 py-2 text-xs">{r.message ?? ""}</td>
              </tr>
            );
          })}
        </Table>
      )}
    </div>
  );
}
