/**
 * A new bearer token for a session: 256 random bits, base64url, with a recognisable prefix.
 * @example
 * createSessionToken() // 'siwx_3q2-7wTtC0…'
 */
export function createSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const base64 = btoa(String.fromCharCode(...bytes))
  return `siwx_${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`
}

/**
 * The SHA-256 (hex) of a token: what the store keeps and looks tokens up by.
 * @example
 * const tokenHash = await hashSessionToken(token)
 */
export async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
