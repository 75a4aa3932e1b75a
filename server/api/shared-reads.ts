/**
 * API reads whose answer to an anonymous client depends only on the request (URL, JSON body) and
 * that write nothing: the shared response cache may answer them (server/cache/api-cache.server.ts).
 * Member-aware ones (favorites in the calendar, "my post" flags) qualify because only requests
 * without any session credential are cached. Not here: views that count, attachments, the
 * aptitude test (visitor cookie), anything under /member.
 */
export const SHARED_API_READS: ReadonlySet<string> = new Set([
  "GET /v2/menu/menu-list",
  "GET /v2/contents/main-head",
  "GET /v2/contents/career-main-bottom",
  "GET /v2/board/board-list",
  "GET /v2/board/goods-board-list",
  "GET /v2/board/posts",
  "GET /v2/career/job-dic",
  "GET /v2/career/job-dic-detail",
  "GET /v2/career/job-info",
  "GET /v2/career/job-info-detail",
  "GET /v2/career/language-tests",
  "GET /v2/career/language-test",
  "GET /v2/career/public-list",
  "GET /v2/career/university-privileges",
  "GET /v2/education/institute-list",
  "GET /v2/education/institute-info",
  "GET /v2/license/license-job-code",
  "GET /v2/license/license-job-list",
  "GET /v2/license/license-schedule-days",
  "GET /v2/license/license-schedule-months",
  "GET /v2/license/major-info",
  "GET /v2/license/major-detail-info",
  "GET /v2/service/notice-list",
  "GET /v2/service/faq-list",
  "GET /v1/search/autocomplete.php",
  "POST /v1/jnLics/licenseInfo.php",
  "POST /v1/jnLics/licenseInfoDetail.php",
  "POST /v1/jnLics/licenseNews.php",
  "POST /v1/jnLics/licenseSchedule.php",
  "POST /v1/search/search.php",
  "POST /v1/seo/seoTag.php",
]);
