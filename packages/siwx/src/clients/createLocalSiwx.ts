import type { CaipNetworkId } from '@portico/common'
import type { SiwxSession } from '@portico/core'
import type { PublicClientSource } from '@portico/siwx-server/verify'
import {
  createMemoryNonceStore,
  issueNonce,
  parseDateTime,
  siwxSessionSchema,
  verifySiwxMessage,
} from '@portico/siwx-server/verify'
import { createSiwxMessage } from './createSiwxMessage'
import { jsonStorage } from './jsonStorage'
import { pageLocation } from './pageLocation'
import { resolveStorage, type SiwxStorageOption } from './resolveStorage'
import type { SiwxClient } from './SiwxClient'
import type { SiwxMessageOptions } from './SiwxMessageOptions'
import { signSiwxMessage } from './signSiwxMessage'

/**
 * Storage key of the sessions kept by {@link createLocalSiwx}.
 * @example
 * localStorage.getItem(LOCAL_SIWX_SESSIONS_KEY) // '[{"data":{…},"message":"…","signature":"0x…"}]'
 */
export const LOCAL_SIWX_SESSIONS_KEY = '@portico/siwx_sessions'

/**
 * Options of {@link createLocalSiwx}.
 * @example
 * const options: LocalSiwxOptions = { statement: 'Sign in to Example', publicClient }
 */
export type LocalSiwxOptions = SiwxMessageOptions & {
  /**
   * Where sessions live: `'localStorage'` (default), `'sessionStorage'` (gone when the tab
   * closes) or a storage of your own.
   */
  storage?: SiwxStorageOption
  storageKey?: string
  /** For contract accounts (ERC-1271 / ERC-6492); EOAs verify offline. */
  publicClient?: PublicClientSource
  /** How long a created message may wait for its signature. Default 10 minutes. */
  nonceTtlMs?: number
  clockSkewMs?: number
}

const sameAccount = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId &&
  session.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * A SIWX configuration that needs no server: sessions are verified in the page (signature,
 * domain, nonce it issued itself, time window) and kept in browser storage until their
 * Expiration Time (default 24 h). Good for sites that only gate UI; a backend must verify on its
 * own (see {@link verifySiwxMessage} and {@link createGatewaySiwx}).
 * @example
 * const portico = createPortico({ networks, siwx: createLocalSiwx({ statement: 'Sign in to Example' }) })
 */
export function createLocalSiwx(options: LocalSiwxOptions = {}): SiwxClient {
  const {
    now = Date.now,
    nonceTtlMs = 10 * 60_000,
    expirationMs = 24 * 60 * 60_000,
    logger = console,
  } = options
  const sessions = jsonStorage(
    resolveStorage(options.storage ?? 'localStorage'),
    options.storageKey ?? LOCAL_SIWX_SESSIONS_KEY,
    siwxSessionSchema.array(),
    [],
    logger,
  )
  const nonces = createMemoryNonceStore({ now })
  const isLive = (session: SiwxSession) => {
    const { expirationTime } = session.data
    if (expirationTime === undefined) return true
    const expiresAt = parseDateTime(expirationTime)
    return expiresAt !== undefined && expiresAt > now()
  }
  const verify = async (session: SiwxSession, consumeNonce: boolean) => {
    const { fields } = await verifySiwxMessage({
      message: session.message,
      signature: session.signature,
      expected: {
        domain: options.domain ?? pageLocation()?.host ?? '',
        uri: options.uri ?? pageLocation()?.origin ?? '',
        chainId: session.data.chainId,
        address: session.data.accountAddress,
      },
      ...(consumeNonce ? { nonceStore: nonces } : {}),
      ...(options.publicClient === undefined ? {} : { publicClient: options.publicClient }),
      ...(options.clockSkewMs === undefined ? {} : { clockSkewMs: options.clockSkewMs }),
      now: now(),
    })
    const { scheme: _, ...data } = fields
    // Keep what the signature covers, not what the caller claimed.
    return { ...session, data }
  }

  return {
    async createMessage(input) {
      const { nonce } = await issueNonce(nonces, { ttlMs: nonceTtlMs, now: now() })
      return createSiwxMessage({ ...input, nonce }, { ...options, expirationMs, now })
    },
    signMessage: signSiwxMessage,
    async addSession(session) {
      const verified = await verify(session, true)
      const kept = (await sessions.read()).filter(
        (s) => isLive(s) && !sameAccount(s, verified.data.chainId, verified.data.accountAddress),
      )
      await sessions.write([...kept, verified])
    },
    async revokeSession(chainId, address) {
      const kept = (await sessions.read()).filter((s) => !sameAccount(s, chainId, address))
      await sessions.write(kept)
    },
    async setSessions(list) {
      // Restored sessions were signed for nonces issued elsewhere: check all but the nonce.
      // Expired ones are dropped, not refused: they are simply over.
      const verified = await Promise.all(list.filter(isLive).map((s) => verify(s, false)))
      await sessions.write(verified)
    },
    async getSessions(chainId, address) {
      const all = await sessions.read()
      const live = all.filter(isLive)
      if (live.length !== all.length) await sessions.write(live)
      return live.filter((s) => sameAccount(s, chainId, address))
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
}
