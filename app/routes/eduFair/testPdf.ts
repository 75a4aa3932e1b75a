import { data } from "react-router";
import { viewerOf } from "../../lib/aptitude.server";
import type { Route } from "./+types/testPdf";

/** PDF download of the viewer's own result (`?id=`), made by pdfkit in a worker thread (decision 0039). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw data("요청한 검사 결과를 찾을 수 없습니다.", { status: 404 });
  const pdf = await context.services.aptitude.resultPdf(id, await viewerOf(request, context));
  if (!pdf) throw data("요청한 검사 결과를 찾을 수 없습니다.", { status: 404 });
  if (pdf === "busy") {
    throw data("PDF를 만드는 요청이 많습니다. 잠시 후 다시 시도해주세요.", { status: 503, headers: { "Retry-After": "5" } });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="aptitude-result-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
