/**
 * The Sign In With Farcaster request a QR code carries, in the shape of Farcaster's
 * `farcaster://connect` links (channelToken, nonce, siweUri, domain, notBefore,
 * expirationTime), plus `relay`: the base URL whose `/farcaster/v1/channel/authenticate` the
 * wallet posts the signed message to (Farcaster's own wallets know their relay; ours is
 * self-hosted, so the link says where it is). The signed message binds domain and nonce, so
 * a link that names another relay can only hand it a message for this sign-in.
 * @example
 * farcasterConnectUrl({ relay: 'http://127.0.0.1:8789', channelToken, nonce, domain: '127.0.0.1:8789', siweUri: 'http://127.0.0.1:8789', notBefore, expirationTime })
 */
export function farcasterConnectUrl(request: {
  relay: string
  channelToken: string
  nonce: string
  domain: string
  siweUri: string
  notBefore: number
  expirationTime: number
}): string {
  const params = new URLSearchParams({
    channelToken: request.channelToken,
    nonce: request.nonce,
    siweUri: request.siweUri,
    domain: request.domain,
    notBefore: new Date(request.notBefore).toISOString(),
    expirationTime: new Date(request.expirationTime).toISOString(),
    relay: request.relay,
  })
  return `farcaster://connect?${params}`
}
