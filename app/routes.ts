import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every route of the portal, in the order of the spec's route list (section 2). */
export default [
  index("routes/home.tsx"),
  route("_bench/minimal", "routes/bench-minimal.tsx"),
  route("400", "routes/bad-request.tsx"),
  route("__e2e/error-500", "routes/e2e-error.tsx"),
  route("jnCareer", "routes/jnCareer/index.tsx"),
  route("jnCareer/majorInfo", "routes/jnCareer/majorInfo.tsx"),
  route("jnCareer/majorInfoDt", "routes/jnCareer/majorInfoDt.tsx"),
  route("jnJob/jobDic", "routes/jnJob/jobDic.tsx"),
  route("jnJob/jobDicDt", "routes/jnJob/jobDicDt.tsx"),
  route("jnJob/jobInfo", "routes/jnJob/jobInfo.tsx"),
  route("jnJob/univPrivilege", "routes/jnJob/univPrivilege.tsx"),
  route("jnLnPo", "routes/jnLnPo/index.tsx"),
  route("jnLnPo/publicList", "routes/jnLnPo/publicList.tsx"),
  route("education/list", "routes/education/list.tsx"),
  route("education/InstituteInfo", "routes/education/InstituteInfo.tsx"),
  route("jnLics", "routes/jnLics/index.tsx"),
  route("jnLics/licenseInfo", "routes/jnLics/licenseInfo.tsx", { id: "jnLics-licenseInfo" }),
  route("jnLnPo/licenseInfo", "routes/jnLics/licenseInfo.tsx", { id: "jnLnPo-licenseInfo" }),
  route("jnLics/licenseSchedule", "routes/jnLics/licenseSchedule.tsx"),
  route("jnLics/licenseByJob", "routes/jnLics/licenseByJob.tsx"),
  route("search/search", "routes/search/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
