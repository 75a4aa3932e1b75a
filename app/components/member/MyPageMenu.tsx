import { useId, useState } from "react";
import { Link, NavLink } from "react-router";

const CONFIRM_EDIT = `/bbs/member_confirm.php?url=${encodeURIComponent("/member/register.php?w=u")}`;

interface Group {
  title: string;
  items: Array<{ label: string; to: string; end?: boolean }>;
}

const GROUPS: Group[] = [
  { title: "내 자격증", items: [{ label: "보유·관심 자격증", to: "/mypage", end: true }] },
  {
    title: "내 일정",
    items: [
      { label: "시험·개인 일정", to: "/mypage/mySchedule" },
      { label: "저장한 로드맵", to: "/mypage/myRoadmap" },
    ],
  },
  { title: "내 검사", items: [{ label: "검사 결과", to: "/eduFair/testPrintList" }] },
  { title: "내 활동", items: [{ label: "스크랩한 글", to: "/mypage/myScrap" }] },
  {
    title: "알림",
    items: [
      { label: "알림함", to: "/mypage/notifications" },
      { label: "알림 설정·즐겨찾기", to: "/mypage/reminders" },
    ],
  },
  {
    title: "내 정보 관리",
    items: [
      { label: "개인정보 수정", to: CONFIRM_EDIT },
      { label: "스펙 관리", to: "/mypage/mySpec" },
    ],
  },
];

function MenuGroup({ group, onNavigate }: { group: Group; onNavigate?: () => void }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between px-4 py-3 text-left font-bold text-slate-900 hover:bg-slate-50"
      >
        {group.title}
        <span aria-hidden className={`text-xs transition-transform ${open ? "rotate-180" : ""}`}>
          ▼
        </span>
      </button>
      <ul id={id} hidden={!open} className="pb-2">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block px-6 py-2 text-[15px] ${isActive ? "font-bold text-brand-700" : "text-slate-600 hover:text-brand-700"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** My-page menu: 내 자격증, 내 일정, 내 정보 관리 (개인정보 수정, 스펙 관리); groups open and close. */
export function MyPageMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="마이페이지 메뉴">
      <ul className="divide-y divide-slate-100">
        {GROUPS.map((group) => (
          <MenuGroup key={group.title} group={group} onNavigate={onNavigate} />
        ))}
      </ul>
      <p className="px-4 pt-3 pb-4 text-right text-xs">
        <Link to="/member/memberLeave" onClick={onNavigate} className="text-slate-600 underline hover:text-slate-800">
          회원탈퇴
        </Link>
      </p>
    </nav>
  );
}

/** Mobile: a button opening the same menu as a slide-in panel. */
export function MyPageSlideMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold"
      >
        마이페이지 메뉴
      </button>
      {open && (
        <div className="fixed inset-0 z-50 flex" role="dialog" aria-modal="true" aria-label="마이페이지 메뉴">
          <button type="button" className="flex-1 bg-slate-900/40" aria-label="메뉴 닫기" onClick={() => setOpen(false)} />
          <div id={id} className="h-full w-72 max-w-[85%] overflow-y-auto bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <strong>마이페이지</strong>
              <button type="button" onClick={() => setOpen(false)} className="rounded px-2 py-1 text-sm hover:bg-slate-100">
                닫기
              </button>
            </div>
            <MyPageMenu onNavigate={() => setOpen(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
