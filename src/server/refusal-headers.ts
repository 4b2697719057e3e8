/**
 * Headers of the answers this server gives itself, before Next (405, 400, 503): JSON that nothing may sniff,
 * frame or run. The app's own responses get the full set from src/lib/http; this server is compiled on its
 * own and imports nothing of the app, so its few refusals carry this short, fixed list.
 */
export const REFUSAL_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
} as const
