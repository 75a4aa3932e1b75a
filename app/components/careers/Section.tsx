import { useId } from "react";

/** Section heading and body used by the job and major detail pages. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="mb-3 border-b-2 border-slate-800 pb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Multi-line source text ("- …\n- …") as paragraphs. */
export function SourceText({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="space-y-2 leading-relaxed text-slate-700">
      {text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text lines
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}

/** Honest empty state for a list without rows. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded border border-dashed border-slate-300 p-8 text-center text-slate-600">{children}</p>;
}
