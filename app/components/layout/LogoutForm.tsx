/**
 * The header's and menu's logout: a POST form, since a GET link (or any image on another site)
 * could sign the member out. A plain form, so it also works before hydration.
 */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <form method="post" action="/bbs/logout.php">
      <button type="submit" className={className}>
        로그아웃
      </button>
    </form>
  );
}
