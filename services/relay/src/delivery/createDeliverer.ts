import type { Clock, Logger } from '@portico/server'
import { type RelayConnection, sendFrame } from '../connection/RelayConnection'
import { formatSubscription } from '../rpc/formatFrames'
import type { RelayStore, StoredMessage } from '../store/RelayStore'
import { renderSubscriptionData } from './renderSubscriptionData'

const STORED_PAGE = 500

/**
 * Pushes messages to subscribers as `irn_subscription` and records their acks, so that every
 * subscriber gets each message once and an unacknowledged one is pushed again on its next
 * subscribe.
 * @example
 * const deliverer = createDeliverer({ store, clock, logger, nextId })
 * deliverer.fanOut(stored, hub.subscribers(stored.topic))
 */
export function createDeliverer(deps: {
  store: RelayStore
  clock: Clock
  logger: Logger
  nextId: () => number
  /** Counts each push (portico_relay_messages_delivered_total). */
  delivered?: { inc(): void }
}) {
  const push = (connection: RelayConnection, message: StoredMessage, dataJson: string) => {
    const subscription = connection.subscriptions.get(message.topic)
    if (subscription === undefined || connection.pendingSeqs.has(message.seq)) return
    const id = deps.nextId()
    connection.inflight.set(id, message)
    connection.pendingSeqs.add(message.seq)
    sendFrame(connection, formatSubscription(id, subscription, dataJson))
    deps.delivered?.inc()
  }

  return {
    /** Push a freshly stored message to every subscriber except its publisher. */
    fanOut(message: StoredMessage, subscribers: Iterable<RelayConnection>): void {
      let dataJson: string | undefined
      for (const connection of subscribers) {
        if (connection.clientId === message.publisher) continue
        dataJson ??= renderSubscriptionData(message)
        push(connection, message, dataJson)
      }
    },

    /** Push every stored message on `topics` the connection's client has not acknowledged. */
    async deliverStored(connection: RelayConnection, topics: readonly string[]): Promise<void> {
      let afterSeq = 0
      while (connection.socket.readyState === connection.socket.OPEN) {
        const page = await deps.store.listUnacked({
          topics,
          clientId: connection.clientId,
          now: deps.clock.now(),
          afterSeq,
          limit: STORED_PAGE,
        })
        for (const message of page) push(connection, message, renderSubscriptionData(message))
        const last = page.at(-1)
        if (page.length < STORED_PAGE || !last) return
        afterSeq = last.seq
      }
    },

    /** Handle the client's response to a push: `ok` records the ack, an error frees it for redelivery. */
    acknowledge(connection: RelayConnection, id: unknown, ok: boolean): void {
      if (typeof id !== 'number') return
      const message = connection.inflight.get(id)
      if (message === undefined) return
      connection.inflight.delete(id)
      const { seq, expiresAt } = message
      if (!ok) {
        connection.pendingSeqs.delete(seq)
        return
      }
      deps.store.markAcked({ seq, clientId: connection.clientId, expiresAt }).then(
        () => connection.pendingSeqs.delete(seq),
        (error: unknown) => {
          connection.pendingSeqs.delete(seq)
          deps.logger.error('Could not record an ack', { seq, error: String(error) })
        },
      )
    },
  }
}

/**
 * The deliverer a relay instance uses.
 * @example
 * const services = { deliverer: createDeliverer(deps) as Deliverer }
 */
export type Deliverer = ReturnType<typeof createDeliverer>
