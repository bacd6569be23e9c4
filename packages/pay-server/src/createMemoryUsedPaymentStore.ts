import type { UsedPaymentStore } from './UsedPaymentStore'

/**
 * A {@link UsedPaymentStore} in this process's memory: the verifier's default, for one server
 * process (a restart forgets every claim).
 * @example
 * const usedPayments = createMemoryUsedPaymentStore()
 * await usedPayments.claim('tx:eip155:1:0xabc', 'order-1') // true
 * await usedPayments.claim('tx:eip155:1:0xabc', 'order-2') // false
 */
export function createMemoryUsedPaymentStore(): UsedPaymentStore {
  const owners = new Map<string, string>()
  return {
    async claim(key, orderId) {
      const owner = owners.get(key)
      if (owner !== undefined) return owner === orderId
      owners.set(key, orderId)
      return true
    },
  }
}
