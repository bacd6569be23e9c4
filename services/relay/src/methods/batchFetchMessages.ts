import {
  type BatchFetchMessagesResult,
  batchFetchMessagesParamsSchema,
} from '@portico/common/schemas/relay'
import { toSubscriptionData } from '../delivery/renderSubscriptionData'
import { defineMethod } from './defineMethod'

/**
 * `irn_batchFetchMessages`: up to `fetchLimit` stored messages on the topics that the caller
 * has not received yet, oldest first, with `hasMore` when more wait. Fetched messages count as
 * received, so the next call returns the next page.
 * @example
 * const { messages, hasMore } = await batchFetchMessages.run(services, call, { topics })
 */
export const batchFetchMessages = defineMethod(
  batchFetchMessagesParamsSchema,
  async (services, call, { topics }): Promise<BatchFetchMessagesResult> => {
    const { clientId } = call.connection
    const limit = services.config.fetchLimit
    const found = await services.store.listUnacked({
      topics,
      clientId,
      now: services.clock.now(),
      afterSeq: 0,
      limit: limit + 1,
    })
    const page = found.slice(0, limit)
    for (const message of page) {
      services.store
        .markAcked({ seq: message.seq, clientId, expiresAt: message.expiresAt })
        .catch((error: unknown) =>
          services.logger.error('Could not record a fetch', { error: String(error) }),
        )
    }
    return { messages: page.map(toSubscriptionData), hasMore: found.length > limit }
  },
)
