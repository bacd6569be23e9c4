/**
 * Join a base URL and an absolute path without doubling the slash.
 * @example
 * joinUrl('http://127.0.0.1:8787/', '/getWallets') // 'http://127.0.0.1:8787/getWallets'
 */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`
}
