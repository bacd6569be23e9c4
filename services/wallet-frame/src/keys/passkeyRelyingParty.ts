import { isIP } from 'node:net'

/**
 * The WebAuthn relying party this service is: its RP ID is the frame origin's host name and the
 * only origin a ceremony may come from is that origin. WebAuthn takes domains only, so a frame
 * served on an IP address (the dev stack's `127.0.0.1`) cannot offer passkeys: `available` is
 * false there and the frame shows the password alone.
 * @example const rp = passkeyRelyingParty('https://wallet.example.com') // { rpID: 'wallet.example.com', … }
 */
export function passkeyRelyingParty(publicUrl: string): {
  rpID: string
  origin: string
  available: boolean
} {
  const url = new URL(publicUrl)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return { rpID: host, origin: url.origin, available: isIP(host) === 0 }
}
