/** The messages of a field or a whole form, or nothing; `id` is what the control's aria-describedby names. */
export function ErrorList({
  id,
  errors,
  className = "mt-1 text-sm text-red-600",
}: {
  id?: string;
  errors?: string | readonly string[] | null;
  className?: string;
}) {
  const messages = (typeof errors === "string" ? [errors] : (errors ?? [])).filter(Boolean);
  if (messages.length === 0) return null;
  // The alert is the wrapper: `role="alert"` on the list itself would take its list role away from
  // its items (axe: listitem).
  return (
    <div id={id} role="alert" className={className}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
