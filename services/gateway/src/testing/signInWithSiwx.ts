import { formatSiweMessage } from '@portico/siwx-server/verify'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** What the sign-in helpers call: a gateway app's `request`. */
type GatewayApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

/**
 * A fresh account's SIWE message for `origin` (its host as the domain unless `domain` says
 * otherwise) on a nonce the gateway gave that origin for `nonceProject`, with its signature.
 * @example
 * const { message, signature } = await signSiwxMessage(app, { origin, nonceProject: 'p', issuedAt: '2026-01-01T00:00:00Z' })
 */
export async function signSiwxMessage(
  app: GatewayApp,
  args: {
    origin: string
    nonceProject: string
    issuedAt: string
    domain?: string
    chainId?: `eip155:${number}`
  },
) {
  const { origin } = args
  const account = privateKeyToAccount(generatePrivateKey())
  const nonceRes = await app.request(`/v1/siwx/nonce?projectId=${args.nonceProject}`, {
    method: 'POST',
    headers: { Origin: origin },
  })
  const { nonce } = (await nonceRes.json()) as { nonce: string }
  const url = new URL(origin)
  const message = formatSiweMessage({
    scheme: url.protocol.slice(0, -1),
    domain: args.domain ?? url.host,
    accountAddress: account.address,
    uri: `${origin}/`,
    version: '1',
    chainId: args.chainId ?? 'eip155:31337',
    nonce,
    issuedAt: args.issuedAt,
  })
  const signature = await account.signMessage({ message })
  return { account, nonceStatus: nonceRes.status, message, signature }
}

/**
 * {@link signSiwxMessage}, then the sign-in request of `projectId` with it from `origin`.
 * @example
 * const { response } = await signInWithSiwx(app, { origin, projectId: 'p', issuedAt })
 */
export async function signInWithSiwx(
  app: GatewayApp,
  args: Omit<Parameters<typeof signSiwxMessage>[1], 'nonceProject'> & {
    projectId: string
    /** The project the nonce is asked for; `projectId` by default. */
    nonceProject?: string
  },
) {
  const { origin, projectId } = args
  const signed = await signSiwxMessage(app, {
    ...args,
    nonceProject: args.nonceProject ?? projectId,
  })
  const response = await app.request(`/v1/siwx/sessions?projectId=${projectId}`, {
    method: 'POST',
    headers: { Origin: origin, 'content-type': 'application/json' },
    body: JSON.stringify({ message: signed.message, signature: signed.signature }),
  })
  return { ...signed, response }
}
