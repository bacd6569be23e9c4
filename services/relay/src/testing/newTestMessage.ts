import type { NewMessage } from '../store/RelayStore'

/**
 * A message as a store receives it, published at `at` and kept a minute, with `overrides`.
 * @example
 * await store.admit([newTestMessage(Date.now(), { tag: 1100 })])
 */
export function newTestMessage(at: number, overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    topic: 'a'.repeat(64),
    message: 'm',
    tag: 1,
    publishedAt: at,
    expiresAt: at + 60_000,
    publisher: 'did:key:zA',
    publisherAddress: '10.0.0.1',
    ...overrides,
  }
}
