import { describe, expect, it } from 'vitest'
import { NONCE_PATTERN } from '../message/fieldRules'
import { createMemoryNonceStore } from './createMemoryNonceStore'
import { generateNonce } from './generateNonce'
import { issueNonce } from './issueNonce'
import { timePrefix } from './timePrefix'

describe('generateNonce', () => {
  it('makes distinct EIP-4361 nonces of the asked length', () => {
    const nonces = Array.from({ length: 200 }, () => generateNonce())
    expect(new Set(nonces).size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN)
    expect(generateNonce(8)).toHaveLength(8)
    expect(() => generateNonce(7)).toThrow(RangeError)
  })
})

describe('issueNonce', () => {
  it('starts each nonce with its issue time, so later nonces sort after earlier ones', async () => {
    const store = createMemoryNonceStore()
    const first = await issueNonce(store, { ttlMs: 500, now: 1_714_557_600_000 })
    const second = await issueNonce(store, { ttlMs: 500, now: 1_714_557_600_001 })
    expect(first.nonce).toMatch(NONCE_PATTERN)
    expect(first.nonce).toHaveLength(30)
    expect(first.nonce.startsWith('0UBW0xSi')).toBe(true)
    expect(first.nonce < second.nonce).toBe(true)
    expect(first.nonce.slice(8)).not.toBe(second.nonce.slice(8))
  })

  it('encodes times so that their order is kept', () => {
    const times = [0, 61, 62, 3_843, 1_000_000, 1_714_557_600_000, 2 ** 47]
    const prefixes = times.map(timePrefix)
    expect(prefixes.every((p) => p.length === 8)).toBe(true)
    expect([...prefixes].sort()).toEqual(prefixes)
  })
})

describe('createMemoryNonceStore', () => {
  it('accepts an issued nonce once, before it expires', async () => {
    const store = createMemoryNonceStore({ now: () => 1_000 })
    const { nonce, expiresAt } = await issueNonce(store, { ttlMs: 500, now: 1_000 })
    expect(expiresAt).toBe(1_500)
    expect(await store.consume(nonce, 1_499)).toBe(true)
    expect(await store.consume(nonce, 1_499)).toBe(false)
  })

  it('refuses unknown and expired nonces', async () => {
    const store = createMemoryNonceStore({ now: () => 0 })
    await store.add('expiring1', 100)
    expect(await store.consume('unknown11', 0)).toBe(false)
    expect(await store.consume('expiring1', 100)).toBe(false)
  })

  it('lets only one of two concurrent consumers win', async () => {
    const store = createMemoryNonceStore()
    await store.add('racing123', Date.now() + 60_000)
    const results = await Promise.all([
      store.consume('racing123', Date.now()),
      store.consume('racing123', Date.now()),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('drops expired nonces and, past maxSize, the oldest ones', async () => {
    let time = 0
    const store = createMemoryNonceStore({ maxSize: 2, now: () => time })
    await store.add('expiring1', 10)
    await store.add('keeping01', 1_000)
    time = 20
    // The expired nonce makes room: nothing live is evicted.
    await store.add('keeping02', 1_000)
    expect(await store.consume('keeping01', time)).toBe(true)
    expect(await store.consume('keeping02', time)).toBe(true)
    for (const nonce of ['oldest123', 'middle123', 'newest123']) await store.add(nonce, 1_000)
    expect(await store.consume('oldest123', time)).toBe(false)
    expect(await store.consume('middle123', time)).toBe(true)
    expect(await store.consume('newest123', time)).toBe(true)
  })
})
