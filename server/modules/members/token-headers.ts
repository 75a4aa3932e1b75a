/**
 * The spec's client (section 7) sends `x-access-token` and `x-refresh-token` on every call, both
 * copied from the access-token cookie. The cookie is HttpOnly here (decision 0030), so the portal's
 * own pages send neither; API clients still may, and either header authenticates them (decision 0056).
 */
export const ACCESS_TOKEN_HEADER = "x-access-token";
export const REFRESH_TOKEN_HEADER = "x-refresh-token";

/** A compact JWS (three base64url parts): what access tokens are; refresh tokens are opaque, without dots. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The access token an API client sent: `x-access-token`, else an `x-refresh-token` holding a JWT
 * (the spec's client puts the access token there too). Not verified here.
 */
export function headerAccessToken(headers: Headers): string | null {
  const access = headers.get(ACCESS_TOKEN_HEADER);
  if (access) return access;
  const refresh = headers.get(REFRESH_TOKEN_HEADER);
  return refresh && JWT_SHAPE.test(refresh) ? refresh : null;
}
