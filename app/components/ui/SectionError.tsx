/** In place of a section whose data failed to load (`sectionData`); the rest of the page stays. */
export function SectionError() {
  return (
    <p role="alert" data-testid="section-error" className="rounded bg-amber-50 p-4 text-center text-sm text-amber-900">
      이 영역을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
    </p>
  );
}
