import { NavLink } from "react-router";
import { POLICY_KINDS, POLICY_TITLES } from "../../../shared/service";

const links = [
  { to: "/service/notice", label: "공지사항" },
  { to: "/service/faq", label: "자주 묻는 질문" },
  { to: "/service/inquiry", label: "1:1 문의" },
  { to: "/service/infringe", label: "권리침해 신고" },
  ...POLICY_KINDS.map((kind) => ({ to: `/service/${kind}`, label: POLICY_TITLES[kind] })),
];

/** The customer center's page list, above every /service page. */
export function ServiceNav() {
  return (
    <nav aria-label="고객센터 메뉴" className="border-b border-slate-200 bg-slate-50">
      <ul className="mx-auto flex max-w-5xl gap-1 overflow-x-auto px-4 py-2 text-sm">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-full px-3 py-1.5 ${isActive ? "bg-brand-700 font-bold text-white" : "text-slate-700 hover:bg-slate-200"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page frame of the customer center: menu, heading, content. */
export function ServicePage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <ServiceNav />
      <div className="mx-auto w-full max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** Plain text with blank-line paragraphs; "#"/"제N조" lines become subheadings. */
export function DocumentText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800">
      {text.split(/\n{2,}/).map((block, i) => {
        const [first = "", ...rest] = block.split("\n");
        const heading = first.startsWith("#") || /^제\d+(장|조)|^부칙|^\d+\. /.test(first);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static document blocks never reorder
          <section key={i}>
            {heading ? <h2 className="font-bold text-slate-900">{first.replace(/^#\s*/, "")}</h2> : <p>{first}</p>}
            {rest.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static block
              <p key={j} className={line.startsWith("  ") ? "pl-4" : ""}>
                {line.trim()}
              </p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
