/**
 * The Chromium flag that keeps a bench browser on loopback: every other host is unresolvable.
 * Used instead of Playwright's request routing, which sends each request through the driving
 * process (a round trip per file that a page with more files pays more often, unlike a real
 * visitor) and turns the HTTP cache off.
 * @example
 * const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
 */
export const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
