/** Shown while the database holds only the built-in demo dataset instead of the public data. */
export function DemoNotice() {
  return (
    <div role="note" className="border-y border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900">
      데모 데이터로 운영 중입니다. 표시되는 자격증·일정 정보는 실제와 다를 수 있습니다.
    </div>
  );
}
