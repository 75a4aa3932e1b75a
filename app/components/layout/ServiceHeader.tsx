import { Link } from "react-router";
import { Logo } from "./Logo";

/** Customer-service pages: logo and the customer-center link only. */
export function ServiceHeader({ className = "" }: { className?: string }) {
  return (
    <header className={`border-b border-slate-200 bg-white ${className}`} data-testid="service-header">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
        <Logo />
        <nav aria-label="고객센터">
          <Link to="/service/" className="rounded-full bg-brand-50 px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-100">
            고객센터
          </Link>
        </nav>
      </div>
    </header>
  );
}
