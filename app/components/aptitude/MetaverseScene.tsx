import type { MetaverseScene as SceneName } from "../../../server/modules/aptitude/instruments/metaverse";

/** Simple SVG scenes for the metaverse scenarios (decorative: the text carries the content). */
const SCENES: Record<SceneName, { sky: string; ground: string; shapes: React.ReactNode }> = {
  island: {
    sky: "#bae6fd",
    ground: "#38bdf8",
    shapes: (
      <>
        <ellipse cx="160" cy="150" rx="90" ry="28" fill="#fde68a" />
        <rect x="150" y="80" width="8" height="60" fill="#92400e" />
        <ellipse cx="154" cy="78" rx="34" ry="12" fill="#16a34a" />
        <circle cx="260" cy="40" r="18" fill="#facc15" />
      </>
    ),
  },
  festival: {
    sky: "#fde68a",
    ground: "#a3a3a3",
    shapes: (
      <>
        <polygon points="60,140 100,70 140,140" fill="#f97316" />
        <polygon points="180,140 220,70 260,140" fill="#ec4899" />
        <path d="M20 40 Q160 90 300 40" stroke="#7c3aed" strokeWidth="3" fill="none" />
        <circle cx="160" cy="120" r="14" fill="#2563eb" />
      </>
    ),
  },
  station: {
    sky: "#1e1b4b",
    ground: "#312e81",
    shapes: (
      <>
        <rect x="110" y="70" width="100" height="40" rx="8" fill="#cbd5e1" />
        <rect x="40" y="82" width="70" height="16" fill="#60a5fa" />
        <rect x="210" y="82" width="70" height="16" fill="#60a5fa" />
        <circle cx="160" cy="90" r="10" fill="#ef4444" />
        <circle cx="40" cy="30" r="2" fill="#fff" />
        <circle cx="270" cy="20" r="2" fill="#fff" />
      </>
    ),
  },
  museum: {
    sky: "#f5f5f4",
    ground: "#d6d3d1",
    shapes: (
      <>
        <polygon points="70,60 160,20 250,60" fill="#a8a29e" />
        {[90, 130, 170, 210].map((x) => (
          <rect key={x} x={x} y="60" width="16" height="80" fill="#e7e5e4" stroke="#78716c" />
        ))}
      </>
    ),
  },
  workshop: {
    sky: "#fef3c7",
    ground: "#b45309",
    shapes: (
      <>
        <rect x="70" y="100" width="180" height="14" fill="#78350f" />
        <rect x="80" y="114" width="10" height="30" fill="#78350f" />
        <rect x="230" y="114" width="10" height="30" fill="#78350f" />
        <rect x="120" y="70" width="40" height="30" fill="#0ea5e9" />
        <circle cx="200" cy="85" r="14" fill="#f43f5e" />
      </>
    ),
  },
  clinic: {
    sky: "#ecfeff",
    ground: "#a5f3fc",
    shapes: (
      <>
        <rect x="100" y="50" width="120" height="90" fill="#fff" stroke="#0891b2" strokeWidth="3" />
        <rect x="150" y="65" width="20" height="50" fill="#ef4444" />
        <rect x="135" y="80" width="50" height="20" fill="#ef4444" />
      </>
    ),
  },
  factory: {
    sky: "#e2e8f0",
    ground: "#64748b",
    shapes: (
      <>
        <rect x="60" y="70" width="200" height="70" fill="#94a3b8" />
        <rect x="220" y="30" width="20" height="40" fill="#475569" />
        <path d="M110 110 L140 80 L170 95" stroke="#f59e0b" strokeWidth="8" fill="none" strokeLinecap="round" />
        <circle cx="110" cy="110" r="8" fill="#334155" />
      </>
    ),
  },
  stage: {
    sky: "#4c1d95",
    ground: "#7c2d12",
    shapes: (
      <>
        <rect x="50" y="110" width="220" height="30" fill="#b45309" />
        <polygon points="100,0 130,110 70,110" fill="#fde047" opacity="0.5" />
        <polygon points="220,0 250,110 190,110" fill="#fde047" opacity="0.5" />
        <circle cx="160" cy="90" r="12" fill="#f472b6" />
      </>
    ),
  },
};

export function MetaverseSceneArt({ scene }: { scene: SceneName }) {
  const s = SCENES[scene];
  return (
    <svg viewBox="0 0 320 180" className="h-auto w-full rounded-xl" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill={s.sky} />
      <rect y="140" width="320" height="40" fill={s.ground} />
      {s.shapes}
    </svg>
  );
}
