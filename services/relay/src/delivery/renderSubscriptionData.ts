import type { SubscriptionData } from '@portico/common/schemas/relay'
import type { StoredMessage } from '../store/RelayStore'

/**
 * The `data` of an `irn_subscription` push (and of a fetched message) for a stored message.
 * `attestation` is always empty: with no Verify service, an empty attestation makes the SDK skip
 * its Verify look-up instead of calling out to verify.walletconnect.org.
 * @example
 * const data = toSubscriptionData(stored)
 */
export function toSubscriptionData(message: StoredMessage): SubscriptionData {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    attestation: '',
  }
}

/**
 * {@link toSubscriptionData} serialized once, to be shared by every subscriber's push frame.
 * Written out by hand (the same text `JSON.stringify` gives): topics are validated hex and the
 * numbers integers, so only the message needs escaping.
 * @example
 * socket.send(formatSubscription(id, subscriptionId, renderSubscriptionData(stored)))
 */
export function renderSubscriptionData(message: StoredMessage): string {
  return `{"topic":"${message.topic}","message":${JSON.stringify(message.message)},"publishedAt":${message.publishedAt},"tag":${message.tag},"attestation":""}`
}
