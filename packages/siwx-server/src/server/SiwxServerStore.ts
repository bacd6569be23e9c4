import type { CaipNetworkId } from '@portico/common'
import type { NonceStore } from '../nonce/NonceStore'

/**
 * A signed-in session as the server keeps it. Only the SHA-256 of the bearer token is stored,
 * so a leaked database does not leak live tokens. Times are epoch milliseconds.
 * @example
 * const record: SiwxSessionRecord = { id, tokenHash, projectId, chainId: 'eip155:1', address, … }
 */
export type SiwxSessionRecord = {
  id: string
  tokenHash: string
  projectId: string
  chainId: CaipNetworkId
  address: string
  domain: string
  message: string
  signature: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

/**
 * Storage behind {@link createSiwxRoutes}: single-use nonces and sessions. Ship your own (the
 * gateway uses SQLite through {@link createKyselySiwxStore}); {@link createMemorySiwxStore} is
 * for tests and single-process demos.
 * @example
 * const store: SiwxServerStore = createMemorySiwxStore()
 */
export type SiwxServerStore = {
  /** Single-use nonces of one project: a nonce issued for one project never signs in to another. */
  nonces(projectId: string): NonceStore
  insertSession(record: SiwxSessionRecord): Promise<void>
  /** The session a token opened, revoked or expired ones included. */
  findSessionByTokenHash(tokenHash: string): Promise<SiwxSessionRecord | undefined>
  /** Unrevoked, unexpired sessions of an account in a project, oldest first. */
  listSessions(filter: {
    projectId: string
    address: string
    now: number
  }): Promise<SiwxSessionRecord[]>
  /** Mark a session of that account revoked; false when there was no such live session. */
  revokeSession(filter: {
    id: string
    projectId: string
    address: string
    at: number
  }): Promise<boolean>
  /**
   * Delete nonces and sessions that expired at or before `now` (and sessions revoked by then):
   * run on a timer, never per request. Returns how many of each went.
   */
  deleteExpired(now: number): Promise<{ nonces: number; sessions: number }>
}
