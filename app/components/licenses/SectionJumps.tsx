/**
 * In-page menu of a long page: each link jumps to a section, which stops 100 px below the top of
 * the window (spec section 9, through the sections' `scroll-margin-top`) so no header covers it.
 */
export function SectionJumps({ items }: { items: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-label="이 페이지 바로가기" className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="text-blue-800 hover:underline">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
