import type { ConnectionSlot } from './ConnectionLimits'
import { grantedSlot } from './grantedSlot'

/**
 * Counts open sockets per remote address and per client id in this process (the single-node
 * `ConnectionLimits`) and refuses one over either cap.
 * A slot is taken at the upgrade, before the WebSocket opens, and given back when the TCP
 * socket closes, whatever happened in between.
 * @example
 * const limits = createConnectionLimits({ perAddress: 100, perClient: 20 })
 * if (limits.addressFull(address)) return reject('TOO_MANY_ADDRESS_CONNECTIONS')
 * const slot = limits.acquire(address, clientId)
 */
export function createConnectionLimits(caps: { perAddress: number; perClient: number }): {
  addressFull(address: string): boolean
  acquire(address: string, clientId: string): ConnectionSlot
  close(): Promise<void>
} {
  const byAddress = new Map<string, number>()
  const byClient = new Map<string, number>()
  const change = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta
    if (next <= 0) map.delete(key)
    else map.set(key, next)
  }
  return {
    /** Whether `address` already holds its cap (checked before the costlier JWT check). */
    addressFull: (address: string) => (byAddress.get(address) ?? 0) >= caps.perAddress,

    /** Take a slot, or say which cap refuses it. `release` gives the slot back (once). */
    acquire(address: string, clientId: string): ConnectionSlot {
      if ((byAddress.get(address) ?? 0) >= caps.perAddress) {
        return { ok: false, key: 'TOO_MANY_ADDRESS_CONNECTIONS' }
      }
      if ((byClient.get(clientId) ?? 0) >= caps.perClient) {
        return { ok: false, key: 'TOO_MANY_CLIENT_CONNECTIONS' }
      }
      change(byAddress, address, 1)
      change(byClient, clientId, 1)
      return grantedSlot(() => {
        change(byAddress, address, -1)
        change(byClient, clientId, -1)
      })
    },

    async close() {},
  }
}
