import { type CaipNetworkId, STORAGE_KEYS } from '@portico/common'
import { z } from '@portico/common/zod-mini'
import type { SiwxSession } from '@portico/core'
import {
  type SiwxServerSession,
  siwxNonceResponseSchema,
  siwxRevokeResponseSchema,
  siwxSessionsResponseSchema,
  siwxSignInResponseSchema,
} from '@portico/siwx-server/verify'
import { SiwxGatewayError } from '../errors/SiwxGatewayError'
import { createSiwxMessage } from './createSiwxMessage'
import { gatewayFetch } from './gatewayFetch'
import { jsonStorage } from './jsonStorage'
import { resolveStorage, type SiwxStorageOption } from './resolveStorage'
import type { SiwxClient } from './SiwxClient'
import type { SiwxMessageOptions } from './SiwxMessageOptions'
import { signSiwxMessage } from './signSiwxMessage'

/**
 * Options of {@link createGatewaySiwx}.
 * @example
 * const options: GatewaySiwxOptions = { gatewayUrl: 'http://127.0.0.1:8787', projectId: 'demo' }
 */
export type GatewaySiwxOptions = SiwxMessageOptions & {
  gatewayUrl: string
  projectId: string
  fetch?: typeof fetch
  /**
   * Where session tokens live: `'localStorage'` (default, kept across visits until the session
   * ends), `'sessionStorage'` (gone when the tab closes) or a storage of your own.
   */
  storage?: SiwxStorageOption
  storageKey?: string
}

/** A stored nonce this close to its expiry is not used: the wallet may take a while to sign. */
const NONCE_MARGIN_MS = 60_000

/** Default lifetime of a signed message, and so of the gateway session it opens. */
const DEFAULT_EXPIRATION_MS = 24 * 60 * 60_000

/**
 * A {@link SiwxClient} that also hands out the gateway's bearer token of a session, for calls
 * to the site's own backend.
 * @example
 * const token = await siwx.getSessionToken('eip155:1', address)
 */
export type GatewaySiwxClient = SiwxClient & {
  getSessionToken(chainId: CaipNetworkId, address: string): Promise<string | undefined>
  /** The account's live sessions as the gateway lists them (`address`, `expiresAt`, `current`). */
  getServerSessions(chainId: CaipNetworkId, address: string): Promise<SiwxServerSession[]>
}

// EVM addresses are case-insensitive; other namespaces' are not.
const accountKey = (chainId: string, address: string) =>
  `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`

/**
 * A SIWX configuration backed by the Portico gateway: the nonce comes from the server, the
 * server verifies the signature (origin, nonce, time, EOA / smart account) and returns a
 * session token, kept in browser storage; sessions are listed and revoked on the server, so a
 * revoked token stops working everywhere. Every answer is validated. The signed message expires
 * after `expirationMs` (default 24 h), and the gateway ends the session then (or at its own
 * `siwx.sessionTtlMs`, if sooner).
 * @example
 * const siwx = createGatewaySiwx({ gatewayUrl: 'http://127.0.0.1:8787', projectId: 'demo' })
 * const portico = createPortico({ networks, siwx })
 */
export function createGatewaySiwx(options: GatewaySiwxOptions): GatewaySiwxClient {
  const { logger = console } = options
  const target = {
    gatewayUrl: options.gatewayUrl,
    projectId: options.projectId,
    fetch: options.fetch,
  }
  const storage = resolveStorage(options.storage ?? 'localStorage')
  const tokens = jsonStorage(
    storage,
    options.storageKey ?? STORAGE_KEYS.siwxAuthToken,
    z.record(z.string(), z.string()),
    {},
    logger,
  )
  // The server's nonce not yet used (spec §3 `siwxNonceToken`): a page reloaded while the
  // wallet signs (a deep-linked mobile wallet) asks for the same nonce's message again.
  const nonces = jsonStorage(
    storage,
    STORAGE_KEYS.siwxNonceToken,
    z.nullable(z.object({ nonce: z.string(), expiresAt: z.string() })),
    null,
    logger,
  )
  const now = options.now ?? Date.now
  const serverNonce = async () => {
    const stored = await nonces.read()
    if (stored && Date.parse(stored.expiresAt) - now() > NONCE_MARGIN_MS) return stored.nonce
    const fresh = await gatewayFetch(
      target,
      'v1/siwx/nonce',
      { method: 'POST' },
      siwxNonceResponseSchema,
    )
    await nonces.write(fresh)
    return fresh.nonce
  }
  const forget = async (key: string) => {
    const { [key]: _, ...rest } = await tokens.read()
    await tokens.write(rest)
  }
  const getServerSessions = async (chainId: CaipNetworkId, address: string) => {
    const key = accountKey(chainId, address)
    const token = (await tokens.read())[key]
    if (token === undefined) return []
    try {
      const { sessions } = await gatewayFetch(
        target,
        'v1/siwx/sessions',
        { method: 'GET', token },
        siwxSessionsResponseSchema,
      )
      return sessions.filter((s) => s.chainId === chainId)
    } catch (error) {
      if (!(error instanceof SiwxGatewayError && error.status === 401)) throw error
      // Revoked elsewhere or expired: the visitor has to sign in again.
      await forget(key)
      return []
    }
  }
  const revokeToken = async (token: string) => {
    // POST rather than DELETE: it needs no extra CORS method from the gateway.
    const request = { method: 'POST', token, body: {} } as const
    await gatewayFetch(target, 'v1/siwx/sessions/revoke', request, siwxRevokeResponseSchema).catch(
      (error: unknown) => {
        // An unknown or expired token is as good as revoked.
        if (!(error instanceof SiwxGatewayError && error.status === 401)) throw error
      },
    )
  }
  const addSession = async (session: SiwxSession) => {
    // Sent once, the nonce is spent whatever the answer: the next message asks for another.
    const { token, session: created } = await gatewayFetch(
      target,
      'v1/siwx/sessions',
      { method: 'POST', body: { message: session.message, signature: session.signature } },
      siwxSignInResponseSchema,
    ).finally(() => nonces.write(null))
    const key = accountKey(created.chainId, created.address)
    await tokens.write({ ...(await tokens.read()), [key]: token })
  }

  return {
    async createMessage(input) {
      const nonce = await serverNonce()
      const expirationMs = options.expirationMs ?? DEFAULT_EXPIRATION_MS
      return createSiwxMessage({ ...input, nonce }, { ...options, expirationMs })
    },
    signMessage: signSiwxMessage,
    addSession,
    async revokeSession(chainId, address) {
      const key = accountKey(chainId, address)
      const token = (await tokens.read())[key]
      if (token !== undefined) await revokeToken(token)
      await forget(key)
    },
    async setSessions(sessions) {
      for (const token of Object.values(await tokens.read())) await revokeToken(token)
      await tokens.write({})
      for (const session of sessions) await addSession(session)
    },
    async getSessions(chainId, address) {
      const sessions = await getServerSessions(chainId, address)
      return sessions.map(({ data, message, signature }) => ({ data, message, signature }))
    },
    getServerSessions,
    async getSessionToken(chainId, address) {
      return (await tokens.read())[accountKey(chainId, address)]
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
}
