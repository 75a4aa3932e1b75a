/** A labelled select of code → name options with a leading "선택 안 함" (education level and status). */
export function CodeSelect({
  name,
  label,
  options,
  defaultValue,
  hideLabel = false,
  className,
}: {
  name: string;
  label: string;
  options: Array<{ code: string; name: string }>;
  defaultValue?: string;
  hideLabel?: boolean;
  className: string;
}) {
  return (
    <label className={hideLabel ? "text-sm" : "block text-sm font-semibold"}>
      <span className={hideLabel ? "sr-only" : undefined}>{label}</span>
      <select name={name} defaultValue={defaultValue ?? ""} className={className}>
        <option value="">선택 안 함</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
