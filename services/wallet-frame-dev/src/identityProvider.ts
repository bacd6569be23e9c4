import { startDevIdentityProvider } from './oidc/startDevIdentityProvider'

// `npm run oidc` and the dev stack: the local identity provider alone, until Ctrl-C. It accepts
// the wallet frame's callback at PORTICO_OIDC_REDIRECT_URIS (comma-separated).
const port = Number(process.env.PORTICO_OIDC_PORT ?? 8790)
// Pages reach the frame by name (passkeys refuse an IP address), so its callback is there too.
const frame = `http://localhost:${process.env.PORTICO_WALLET_FRAME_PORT ?? 8789}`
const redirectUris = (process.env.PORTICO_OIDC_REDIRECT_URIS ?? `${frame}/social/callback`)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean)
const idp = await startDevIdentityProvider({ port, redirectUris })
console.log(`[oidc] dev identity provider ${idp.url} (sign-in page lists the test users)`)
const stop = () => void idp.close().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
