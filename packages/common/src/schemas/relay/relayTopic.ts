import { z } from '../zod'

/**
 * A relay topic: 32 bytes as 64 hex characters, as the WalletConnect SDK derives them
 * (random pairing topics, sha256 of a symmetric key for sessions).
 * @example
 * relayTopicSchema.parse('a'.repeat(64))
 */
export const relayTopicSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'Expected a 64-hex topic')

/**
 * A relay topic string.
 * @example
 * const topic: RelayTopic = 'ab'.repeat(32)
 */
export type RelayTopic = z.infer<typeof relayTopicSchema>
