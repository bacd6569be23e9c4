import type { NonceStore } from '../nonce/NonceStore'
import type { SiwxServerStore, SiwxSessionRecord } from './SiwxServerStore'

const sameAccount = (record: SiwxSessionRecord, projectId: string, address: string) =>
  record.projectId === projectId && record.address === address

/**
 * A {@link SiwxServerStore} in process memory: for tests and single-process demos (everything
 * is lost on restart). Past `maxNonces` outstanding nonces the oldest go first.
 * @example
 * const app = createSiwxRoutes({ store: createMemorySiwxStore(), isOriginAllowed: () => true })
 */
export function createMemorySiwxStore(options: { maxNonces?: number } = {}): SiwxServerStore {
  const { maxNonces = 10_000 } = options
  const sessions = new Map<string, SiwxSessionRecord>()
  // Map iteration follows insertion order, so the first key is the oldest nonce.
  const nonces = new Map<string, { projectId: string; expiresAt: number }>()
  const noncesOf = (projectId: string): NonceStore => ({
    async add(nonce, expiresAt) {
      nonces.delete(nonce)
      nonces.set(nonce, { projectId, expiresAt })
      for (const key of nonces.keys()) {
        if (nonces.size <= maxNonces) break
        nonces.delete(key)
      }
    },
    async consume(nonce, time) {
      const entry = nonces.get(nonce)
      if (entry?.projectId !== projectId) return false
      nonces.delete(nonce)
      return time < entry.expiresAt
    },
  })
  return {
    nonces: noncesOf,
    async insertSession(record) {
      sessions.set(record.id, { ...record })
    },
    async findSessionByTokenHash(tokenHash) {
      const found = [...sessions.values()].find((record) => record.tokenHash === tokenHash)
      return found && { ...found }
    },
    async listSessions({ projectId, address, now }) {
      return [...sessions.values()]
        .filter(
          (r) => sameAccount(r, projectId, address) && r.revokedAt === null && r.expiresAt > now,
        )
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((record) => ({ ...record }))
    },
    async revokeSession({ id, projectId, address, at }) {
      const record = sessions.get(id)
      if (!record || !sameAccount(record, projectId, address) || record.revokedAt !== null)
        return false
      if (record.expiresAt <= at) return false
      record.revokedAt = at
      return true
    },
    async deleteExpired(now) {
      const count = { nonces: 0, sessions: 0 }
      for (const [nonce, entry] of nonces) {
        if (entry.expiresAt <= now && nonces.delete(nonce)) count.nonces++
      }
      for (const [id, record] of sessions) {
        const over =
          record.expiresAt <= now || (record.revokedAt !== null && record.revokedAt <= now)
        if (over && sessions.delete(id)) count.sessions++
      }
      return count
    },
  }
}
