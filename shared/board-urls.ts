/** Addresses of the board pages; one place so lists, search results and the license page agree. */
export type BoardKind = "community" | "ranking" | "talk" | "qna" | "news";

const q = encodeURIComponent;

export function postUrl(kind: BoardKind | string, id: number): string {
  if (kind === "talk") return `/jnTalk/view?id=${id}`;
  if (kind === "qna") return `/jnLics/licenseQnaView?id=${id}`;
  return `/jnComm/view?id=${id}`;
}

export function boardUrl(kind: BoardKind | string, slug: string, licenseId?: string | null): string {
  if (kind === "talk") return licenseId ? `/jnTalk?ld_id=${q(licenseId)}` : "/jnTalk";
  if (kind === "qna") return licenseId ? `/jnLics/licenseQna?ld_id=${q(licenseId)}` : "/jnLics/licenseQna";
  return `/jnComm?board=${q(slug)}`;
}

export function writeUrl(kind: BoardKind | string, slug: string, licenseId?: string | null): string {
  const license = licenseId ? `&ld_id=${q(licenseId)}` : "";
  if (kind === "talk") return `/jnTalk/write?board=${q(slug)}${license}`;
  if (kind === "qna") return `/jnLics/licenseQnaWrite?board=${q(slug)}${license}`;
  return `/jnComm/write?board=${q(slug)}${license}`;
}

export function editUrl(kind: BoardKind | string, id: number): string {
  if (kind === "talk") return `/jnTalk/write?id=${id}`;
  if (kind === "qna") return `/jnLics/licenseQnaWrite?id=${id}`;
  return `/jnComm/write?id=${id}`;
}
