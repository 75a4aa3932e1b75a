import { lazy } from "react";
import { Link } from "react-router";
import { badRequest, notFound } from "../../../shared/app-error";
import { boardUrl, postUrl, writeUrl } from "../../../shared/board-urls";
import { stageName } from "../../../shared/exam-stages";
import { figureFamilyLabel } from "../../../shared/figures";
import { LICENSE_ID } from "../../../shared/license-id";
import { breadcrumbJsonLd, licensePath, licenseSeo } from "../../../shared/page-seo";
import { licenseNewsLimit, SELECT_LICENSE_LIMIT, townInfoPageSize } from "../../../shared/page-window";
import { LicensePosts } from "../../components/boards/LicensePosts";
import { JsonLd } from "../../components/careers/JsonLd";
import { ContinuousWindows } from "../../components/licenses/ContinuousWindows";
import { DemographicCharts } from "../../components/licenses/DemographicCharts";
import { LicenseFacts } from "../../components/licenses/LicenseFacts";
import { PassStatsChart } from "../../components/licenses/PassStatsChart";
import { PreferenceLaws } from "../../components/licenses/PreferenceLaws";
import { RelationLists } from "../../components/licenses/RelationLists";
import { RoundSchedule } from "../../components/licenses/RoundSchedule";
import { SectionJumps } from "../../components/licenses/SectionJumps";
import { UnplacedSchedule } from "../../components/licenses/UnplacedSchedule";
import { FavoriteStar } from "../../components/notifications/FavoriteStar";
import { EligibilityCheck } from "../../components/recommendations/EligibilityCheck";
import { SectionError } from "../../components/ui/SectionError";
import { routeError } from "../../lib/route-errors";
import { catalogueHeaders } from "../../lib/route-headers";
import { sectionData } from "../../lib/section-data";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseInfo";

/**
 * Lectures, goods and institutes exist only once an operator registers them (none with the real
 * snapshot), so their lists' code loads only on a page that shows one (issue 29: first-load JS).
 */
const contentLists = () => import("../../components/licenses/ContentLists");
const LectureList = lazy(() => contentLists().then((m) => ({ default: m.LectureList })));
const GoodsLists = lazy(() => contentLists().then((m) => ({ default: m.GoodsLists })));
const InstituteList = lazy(() => contentLists().then((m) => ({ default: m.InstituteList })));
/** Sections every license page has, for the in-page menu. */
const JUMPS = [
  { id: "schedule", label: "시험일정" },
  { id: "preferences", label: "우대현황" },
  { id: "pass-stats", label: "합격 통계" },
  { id: "demographics", label: "성별·연령대" },
  { id: "relations", label: "관련 자격증·직업" },
  { id: "lectures", label: "온라인 강의" },
  { id: "institutes", label: "교육기관" },
];

/** /jnLics/licenseInfo?ld_id=1320 (/jnLnPo/licenseInfo redirects license ids here). */
/** Same for every visitor until an import, sync or admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("ld_id")?.trim() ?? "";
  // A bare URL is a bad request: the page load ends on /400 (server/app.ts), as other detail pages do.
  if (!id) throw routeError(badRequest("자격증을 지정해주세요."));
  const { catalogue, schedules, config, recommendations } = context.services;
  // Everything but the posts and the member's own bits is one row built at import (decision 0043).
  const page = LICENSE_ID.test(id) ? await catalogue.licensePage(id) : null;
  if (!page) throw routeError(notFound("존재하지 않는 자격증입니다."));
  const { license } = page;

  const today = context.services.clock.today();
  const year = Number(today.slice(0, 4));
  const institutesPerPage = townInfoPageSize(context.device);
  const rounds = page.rounds.filter((r) => r.year === year || r.year === year + 1);
  // Where no source places the item in a round this year, the page says what is known (decision 0064).
  const placement = schedules.itemSchedule(license, page.rounds, page.stats, year);
  // A 기능사 item not placed in a 정기 round may be a 상시 one: the 상시 windows are shown with that caveat.
  const craftsman =
    license.qualificationType === "T" &&
    license.gradeName === "기능사" &&
    (placement.status === "continuous" || placement.status === "unplaced");
  const newsLimit = licenseNewsLimit(context.device);
  const { boards } = context.services;
  const [continuous, seriesRounds, posts] = await Promise.all([
    craftsman ? schedules.continuousWindows(today, 2) : Promise.resolve([]),
    placement.status === "unplaced" ? schedules.seriesRounds(placement.series, [year]) : Promise.resolve([]),
    // The board lists can fail alone: their sections then say so and the license facts still show.
    sectionData(context, "licensePosts", () =>
      boards.latestLists([
        { filter: { slug: "bNews", licenseId: id }, limit: newsLimit },
        { filter: { slug: "talk", licenseId: id, notice: true }, limit: SELECT_LICENSE_LIMIT },
        { filter: { slug: "talk", licenseId: id, notice: false }, limit: SELECT_LICENSE_LIMIT },
        { filter: { slug: "qna", licenseId: id }, limit: SELECT_LICENSE_LIMIT },
      ]),
    ),
  ]);
  const [news = null, notices = null, talks = null, questions = null] = posts ?? [];
  const paged = <T,>(r: { list: T[]; totalItems: number }, itemsPerPage: number, visiblePages: number) => ({
    list: r.list,
    page: { page: 1, totalItems: r.totalItems, itemsPerPage, visiblePages },
  });
  const eligibility = await recommendations.eligibility(id, url.searchParams, today);
  return {
    license,
    eligibility,
    today,
    years: [year, year + 1],
    rounds,
    next: schedules.nextPhase(rounds, today),
    placement,
    placementMessage: placement.status === "placed" ? "" : schedules.itemScheduleMessage(placement, year),
    seriesRounds,
    continuous,
    preferences: page.preferences,
    stats: page.stats,
    family: page.family,
    demographics: page.demographics,
    relations: page.relations,
    news,
    lectures: paged(page.lectures, 10, 5),
    goods: {
      textbook: paged(page.goods.textbook, 5, 5),
      job_posting: paged(page.goods.job_posting, 5, 5),
      subsidy: paged(page.goods.subsidy, 5, 5),
    },
    institutes: paged({ ...page.institutes, list: page.institutes.list.slice(0, institutesPerPage) }, institutesPerPage, 5),
    regions: page.instituteRegions,
    notices,
    talks,
    questions,
    origin: config.publicOrigin,
    canonical: new URL(licensePath(id), config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "자격증 정보 | 자격나침반" }];
  const { title, description, keywords } = licenseSeo(loaderData.license);
  return seoMeta({ title, description, keywords, canonical: loaderData.canonical });
}

function Section({
  id,
  title,
  children,
  note,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  note?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-3 scroll-mt-[100px] text-lg font-bold">
        {title}
      </h2>
      {children}
      {note ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </section>
  );
}

export default function LicenseInfo({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { license } = d;
  const { canonical } = d;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    name: license.name,
    url: canonical,
    credentialCategory: [license.qualificationTypeName, license.gradeName].filter(Boolean).join(" "),
    ...(license.jobFieldName ? { occupationalCategory: license.jobFieldName } : {}),
    ...(license.issuer ? { recognizedBy: { "@type": "Organization", name: license.issuer } } : {}),
    inLanguage: "ko",
  };
  // The license's 자격증 톡: its notices and its talks link to the same board.
  const talkLinks = {
    postHref: (pid: number) => postUrl("talk", pid),
    moreHref: boardUrl("talk", "talk", license.id),
    writeHref: writeUrl("talk", "talk", license.id),
  };
  const postsEmpty = [d.news, d.notices, d.talks, d.questions].every((items) => items !== null && items.length === 0);
  // Sections with nothing registered collapse into one line instead of a box each (issue 29).
  const contentSections = [
    {
      id: "lectures",
      title: "온라인 강의",
      empty: d.lectures.page.totalItems === 0,
      body: <LectureList licenseId={license.id} initial={d.lectures} />,
    },
    {
      id: "goods",
      title: "교재·채용공고·지원금",
      empty: Object.values(d.goods).every((list) => list.page.totalItems === 0),
      body: <GoodsLists licenseId={license.id} initial={d.goods} />,
    },
    {
      id: "institutes",
      title: "가까운 교육기관",
      empty: d.institutes.page.totalItems === 0,
      body: <InstituteList licenseId={license.id} initial={d.institutes} regions={d.regions} />,
    },
  ];
  const emptyContent = contentSections.filter((section) => section.empty);
  const statYears = d.stats.slice(-5);
  const lastStat = statYears.at(-1);
  const secondStage = stageName("practical", license);
  const firstStage = stageName("written", license);

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <JsonLd data={jsonLd} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "자격나침반", url: new URL("/", d.origin).toString() },
          { name: "자격증 정보", url: new URL("/jnLics", d.origin).toString() },
          { name: license.name, url: canonical },
        ])}
      />
      <nav aria-label="현재 위치" className="text-sm text-slate-500">
        <Link to="/jnLics" className="hover:underline">
          자격증 정보
        </Link>
        <span aria-hidden="true"> › </span>
        <span>{license.name}</span>
      </nav>
      <div className="flex justify-end">
        <FavoriteStar licenseId={license.id} licenseName={license.name} />
      </div>
      <LicenseFacts license={license} />
      <SectionJumps items={JUMPS.filter((jump) => !emptyContent.some((section) => section.id === jump.id))} />

      <Section id="schedule" title="시험일정">
        {d.placement.status === "placed" ? (
          <RoundSchedule
            rounds={d.rounds}
            years={d.years}
            today={d.today}
            next={d.next}
            stages={license}
            examBody={license.examBody}
          />
        ) : (
          <UnplacedSchedule
            placement={d.placement}
            message={d.placementMessage}
            seriesRounds={d.seriesRounds}
            year={d.years[0] ?? 0}
            stages={license}
          />
        )}
        <ContinuousWindows windows={d.continuous} today={d.today} />
        <p className="mt-3 text-sm">
          <Link
            to={`/jnLics/licenseSchedule?search=${encodeURIComponent(license.name)}`}
            className="text-blue-700 hover:underline"
          >
            시험일정 달력에서 보기
          </Link>
        </p>
      </Section>

      {d.eligibility && (
        <Section id="eligibility" title="응시자격 자가진단">
          <EligibilityCheck licenseId={license.id} data={d.eligibility} />
        </Section>
      )}

      <PreferenceLaws preferences={d.preferences} license={license} />

      <Section
        id="pass-stats"
        title="연도별 합격 통계"
        note={
          lastStat
            ? `출처: ${[...new Set(statYears.map((y) => y.source))].join(", ")} (${statYears[0]?.year}–${lastStat.year}년)`
            : undefined
        }
      >
        {d.family.length > 0 && (
          <p className="mb-3 rounded bg-amber-50 p-3 text-sm text-amber-900" data-testid="shared-figure">
            아래 수치는 {figureFamilyLabel(d.family)}입니다. 출처(CertWeb)는 {d.family.join(" · ")}의 응시·합격 인원을 종목별로
            나누지 않은 하나의 합계로 제공하므로, 이 종목만의 수치가 아닙니다.
          </p>
        )}
        {statYears.length > 0 ? (
          <PassStatsChart
            years={statYears}
            firstStageName={firstStage}
            secondStageName={secondStage}
            thirdStageName={stageName("interview", license)}
          />
        ) : (
          <p className="rounded bg-slate-50 p-3 text-sm text-slate-600">이 자격증의 연도별 합격 통계는 공개된 자료가 없습니다.</p>
        )}
      </Section>

      <Section id="demographics" title="성별·연령대별 합격 통계">
        <DemographicCharts {...d.demographics} />
      </Section>

      <Section id="relations" title="함께 보면 좋은 정보">
        <RelationLists relations={d.relations} />
      </Section>

      {postsEmpty ? (
        <Section id="posts" title="뉴스·톡·Q&A">
          <p className="text-sm text-slate-600" data-testid="posts-empty">
            이 자격증의 뉴스·톡·Q&A 글이 아직 없습니다. 첫 글을 남겨 보세요:{" "}
            <Link to={writeUrl("talk", "talk", license.id)} className="font-semibold text-blue-700 underline">
              톡 쓰기
            </Link>
            {" · "}
            <Link to={writeUrl("qna", "qna", license.id)} className="font-semibold text-blue-700 underline">
              질문하기
            </Link>
          </p>
        </Section>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Section id="news" title="자격 뉴스">
            {d.news === null ? (
              <SectionError />
            ) : (
              <LicensePosts
                heading={`${license.name} 뉴스`}
                items={d.news}
                postHref={(pid) => postUrl("news", pid)}
                moreHref={boardUrl("news", "bNews")}
                writeHref={writeUrl("news", "bNews", license.id)}
                empty="아직 이 자격증의 뉴스가 없습니다. 회원이 뉴스 게시판에 쓴 글이 이곳에 표시됩니다."
              />
            )}
          </Section>
          <Section id="talk" title="자격증 톡">
            {d.notices === null || d.talks === null ? (
              <SectionError />
            ) : (
              <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                <LicensePosts {...talkLinks} heading={`${license.name} 공지`} items={d.notices} empty="등록된 공지가 없습니다." />
                <LicensePosts
                  {...talkLinks}
                  heading={`${license.name} 이야기`}
                  items={d.talks}
                  empty="아직 이야기가 없습니다. 수험 이야기를 처음으로 나눠 보세요."
                />
              </div>
            )}
          </Section>
          <Section id="qna" title="자격증 Q&A">
            {d.questions === null ? (
              <SectionError />
            ) : (
              <LicensePosts
                heading={`${license.name} 질문과 답변`}
                items={d.questions}
                postHref={(pid) => postUrl("qna", pid)}
                moreHref={boardUrl("qna", "qna", license.id)}
                writeHref={writeUrl("qna", "qna", license.id)}
                empty="아직 질문이 없습니다. 시험에 관해 궁금한 점을 물어보세요."
              />
            )}
          </Section>
        </div>
      )}

      {contentSections
        .filter((section) => !section.empty)
        .map((section) => (
          <Section key={section.id} id={section.id} title={section.title}>
            {section.body}
          </Section>
        ))}
      {emptyContent.length > 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600" data-testid="content-empty">
          {emptyContent.map((section) => section.title).join(", ")}: 아직 등록된 정보가 없습니다. 운영자가 확인한 정보가 등록되면
          이곳에 표시됩니다.
        </p>
      )}
    </div>
  );
}
