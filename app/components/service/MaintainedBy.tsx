import type { Maintainer } from "../../lib/site-info";

/** "자격나침반 운영팀이 관리합니다 · 최종 수정 2026.11.25" under a hand-managed list. */
export function MaintainedBy({ maintainer }: { maintainer: Maintainer }) {
  return (
    <p className="mt-1 text-xs text-slate-500" data-testid="maintained-by">
      {maintainer.operator}이(가) 관리합니다
      {maintainer.updatedOn ? ` · 최종 수정 ${maintainer.updatedOn}` : " · 아직 등록한 항목이 없습니다"}
    </p>
  );
}
