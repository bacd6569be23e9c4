import { createMemoryNonceStore } from '../nonce/createMemoryNonceStore'
import type { SiwxServerStore, SiwxSessionRecord } from './SiwxServerStore'

const sameAccount = (record: SiwxSessionRecord, projectId: string, address: string) =>
  record.projectId === projectId && record.address === address

/**
 * A {@link SiwxServerStore} in process memory: for tests and single-process demos (everything
 * is lost on restart).
 * @example
 * const app = createSiwxRoutes({ store: createMemorySiwxStore(), isOriginAllowed: () => true })
 */
export function createMemorySiwxStore(options: { now?: () => number } = {}): SiwxServerStore {
  const sessions = new Map<string, SiwxSessionRecord>()
  return {
    nonces: createMemoryNonceStore(options),
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
  }
}
