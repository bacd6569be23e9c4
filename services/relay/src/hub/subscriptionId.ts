import { createHash } from 'node:crypto'

/**
 * The subscription id of `clientId` on `topic`: hex sha256 of `topic + clientId`, the value the
 * WalletConnect SDK computes on its side and sends back in `irn_unsubscribe`.
 * @example
 * subscriptionId(topic, 'did:key:z6Mk…')
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
