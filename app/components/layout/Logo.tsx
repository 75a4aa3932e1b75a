import { Link } from "react-router";
import { CompassIcon } from "./icons";

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label="자격나침반 홈">
      <CompassIcon className={compact ? "size-7" : "size-9"} />
      <span className={`font-extrabold tracking-tight text-brand-900 ${compact ? "text-lg" : "text-2xl"}`}>자격나침반</span>
    </Link>
  );
}
