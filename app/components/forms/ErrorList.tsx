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
  return (
    <ul id={id} role="alert" className={className}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The first message of each field from a Conform reply's `error` (server-rendered field messages). */
export function replyErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (name !== "" && messages?.[0]) first[name] = messages[0];
  }
  return first;
}
