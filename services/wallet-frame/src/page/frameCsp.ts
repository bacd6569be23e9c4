/**
 * The frame page's Content-Security-Policy: scripts, workers and styles from this origin only (no inline
 * code, no eval), API and RPC calls to this origin only, images from https for the dapp icon,
 * forms back to this origin, and `frame-ancestors` limited to the given origins ('none' when
 * empty).
 * @example c.header('Content-Security-Policy', frameCsp(['https://shop.example.com']))
 */
export function frameCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    // The key-derivation worker, from this origin.
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}
