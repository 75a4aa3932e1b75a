/**
 * A visitor key for counting views of anonymous visitors (hashed before it is stored): the
 * forwarding proxy's client address when present, plus the User-Agent. Members count by id.
 */
export function visitorKeyOf(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  return `${forwarded}|${request.headers.get("user-agent") ?? ""}`;
}
