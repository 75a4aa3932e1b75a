import { Link } from "react-router";
import type { JobNamedTest } from "../../../server/modules/languageTests/jobs.server";

/** Tests that the person's desired jobs name in their own description (커리어넷 직업정보), with a link to each. */
export function JobNamedTests({ tests }: { tests: JobNamedTest[] }) {
  if (tests.length === 0) return null;
  return (
    <section aria-labelledby="job-tests-title" className="mt-8" data-testid="job-named-tests">
      <h2 id="job-tests-title" className="mb-3 text-lg font-bold">
        희망 직업에 나오는 어학·공공시험
      </h2>
      <ul className="space-y-2 text-sm">
        {tests.map((test) => (
          <li key={test.id}>
            <Link
              to={`/jnLnPo/licenseInfo?ld_id=${encodeURIComponent(test.id)}`}
              className="font-semibold text-blue-800 hover:underline"
            >
              {test.name}
            </Link>{" "}
            <span className="text-slate-600">— {test.jobs.join(", ")} 직업정보의 준비 방법·취업 경로에 나옵니다.</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">출처: 커리어넷 직업정보(직업별 준비과정·취업방법 본문)</p>
    </section>
  );
}
