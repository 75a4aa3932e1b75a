/** Small inline icons (decorative: callers give the accessible name). */
type IconProps = { className?: string };

const base = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export const SearchIcon = ({ className = "size-5" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

export const CloseIcon = ({ className = "size-5" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const MenuIcon = ({ className = "size-5" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const ChevronIcon = ({ className = "size-4" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowUpIcon = ({ className = "size-4" }: IconProps) => (
  <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...base}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const CompassIcon = ({ className = "size-8" }: IconProps) => (
  <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
    <circle cx="16" cy="16" r="15" fill="var(--color-brand-600)" />
    <circle cx="16" cy="16" r="11" fill="none" stroke="#fff" strokeWidth="1.5" opacity=".6" />
    <path d="M16 6.5 19.2 16H12.8Z" fill="#ffd43b" />
    <path d="M16 25.5 12.8 16h6.4Z" fill="#fff" />
    <circle cx="16" cy="16" r="1.8" fill="var(--color-brand-900)" />
  </svg>
);

/** The "AI" mark of the AI recommendation tab. */
export const AiLogo = ({ className = "h-5 w-auto" }: IconProps) => (
  <svg viewBox="0 0 34 20" className={className} aria-hidden="true">
    <rect width="34" height="20" rx="10" fill="url(#ai-logo-gradient)" />
    <defs>
      <linearGradient id="ai-logo-gradient" x1="0" x2="1">
        <stop offset="0" stopColor="#7c3aed" />
        <stop offset="1" stopColor="#2f6fed" />
      </linearGradient>
    </defs>
    <text x="17" y="14.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
      AI
    </text>
  </svg>
);
