import { testRedisKeySpace } from '@portico/test/services/testRedisKeySpace'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { StorageCharge } from '../quota/StorageLedger'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { createRedisLedger } from './createRedisLedger'

const cleanups = cleanUpAfterEach()

const now = Date.now()
const limits = { perClient: 100, perAddress: 1_000, total: 10_000, reservePercent: 10 }
const charge = (clientId: string, bytes: number, expiresAt = now + 60_000): StorageCharge => ({
  clientId,
  address: '10.0.0.1',
  bytes,
  expiresAt,
})

function open() {
  const space = testRedisKeySpace('relay')
  const redis = new Redis(space.url)
  cleanups.push(space.clear, () => redis.quit())
  return createRedisLedger({ redis, prefix: space.prefix, limits })
}

describe.runIf(await testRedisAnswers('the relay Redis ledger tests'))('createRedisLedger', () => {
  it('admits the publishes of one turn in order, each all or none', async () => {
    const ledger = open()
    // Not awaited one by one: all five go to Redis in one call.
    const verdicts = await Promise.all([
      ledger.reserve([charge('x', 60)], now),
      ledger.reserve([charge('x', 60)], now),
      ledger.reserve([charge('x', 30), charge('x', 10)], now),
      ledger.reserve([charge('y', 30), charge('y', 80)], now),
      ledger.reserve([charge('y', 100)], now),
    ])
    expect(verdicts).toEqual([
      undefined,
      'CLIENT_QUOTA_EXCEEDED',
      undefined,
      'CLIENT_QUOTA_EXCEEDED',
      undefined,
    ])
    // What was admitted, and nothing of what was refused.
    expect(await ledger.storedBytes?.(now)).toBe(60 + 30 + 10 + 100)
  })

  it('releases expired charges before admitting, in the same call', async () => {
    const ledger = open()
    expect(await ledger.reserve([charge('x', 100, now + 1_000)], now)).toBeUndefined()
    const later = now + 5_000
    const verdicts = await Promise.all([
      ledger.reserve([charge('x', 100, later + 60_000)], later),
      ledger.reserve([charge('x', 1, later + 60_000)], later),
    ])
    expect(verdicts).toEqual([undefined, 'CLIENT_QUOTA_EXCEEDED'])
  })
})
