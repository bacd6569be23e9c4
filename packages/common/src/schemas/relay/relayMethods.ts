/**
 * The JSON-RPC methods a WalletConnect 2.x client calls on the relay, and the one the relay
 * pushes (`subscription`).
 * @example
 * if (request.method === RELAY_METHODS.publish) handlePublish(request)
 */
export const RELAY_METHODS = {
  publish: 'irn_publish',
  batchPublish: 'irn_batchPublish',
  subscribe: 'irn_subscribe',
  batchSubscribe: 'irn_batchSubscribe',
  unsubscribe: 'irn_unsubscribe',
  batchUnsubscribe: 'irn_batchUnsubscribe',
  batchFetchMessages: 'irn_batchFetchMessages',
  subscription: 'irn_subscription',
  proposeSession: 'wc_proposeSession',
  approveSession: 'wc_approveSession',
} as const

/**
 * One relay method name.
 * @example
 * const method: RelayMethod = 'irn_subscribe'
 */
export type RelayMethod = (typeof RELAY_METHODS)[keyof typeof RELAY_METHODS]
