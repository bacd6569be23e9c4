import { type CaipNetwork, KNOWN_CHAINS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { vi } from 'vitest'
import { createPortico } from '../createPortico'
import type { Portico } from '../types/Portico'
import type { PorticoOptions } from '../types/PorticoOptions'
import { createFakeAdapter, type FakeAdapter } from './createFakeAdapter'

/**
 * An instance over a fake EVM adapter, memory storage and a silent logger. Test files only.
 * @example
 * const { portico, fake } = createTestPortico()
 * await portico.init()
 */
export function createTestPortico({
  fake = createFakeAdapter(),
  ...overrides
}: Partial<PorticoOptions> & { fake?: FakeAdapter } = {}): {
  portico: Portico
  fake: FakeAdapter
  storage: ReturnType<typeof createMemoryStorage>
  events: string[]
} {
  const storage = createMemoryStorage()
  const networks: [CaipNetwork, ...CaipNetwork[]] = [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.base]
  const portico = createPortico({
    networks,
    adapters: [fake],
    storage,
    isMobile: false,
    logger: { warn: vi.fn(), error: vi.fn() },
    ...overrides,
  })
  const events: string[] = []
  portico.subscribeEvents(({ event }) => events.push(event.event))
  return { portico, fake, storage, events }
}
