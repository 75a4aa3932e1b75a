/** Login link that returns to `path` afterwards (the spec's eduFair rule: the query has eduFair). */
export const eduFairLoginUrl = (path: string) => `/member/login?eduFair=1&url=${encodeURIComponent(path)}`;
