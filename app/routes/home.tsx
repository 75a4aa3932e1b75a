import { sql } from "drizzle-orm";
import type { Route } from "./+types/home";

export function meta() {
  return [{ title: "자격나침반 - 자격증 정보, 시험일정, 직업·학과 정보" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from licenses`);
  return { licenseCount: Number(result.rows[0]?.n ?? 0) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-bold">자격나침반</h1>
      <p className="mt-2">자격증 {loaderData.licenseCount.toLocaleString("ko-KR")}종의 정보를 한곳에서 확인하세요.</p>
    </main>
  );
}
