/**
 * Most entries one batch call may carry; the SDK sends at most 500 topics per batch.
 * @example
 * z.array(relayTopicSchema).max(RELAY_BATCH_LIMIT)
 */
export const RELAY_BATCH_LIMIT = 500
