import { PAIRING_LIFETIME_MS } from '@portico/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPairingSlot, type Pairing } from './createPairingSlot'

/** An attempt the test drives: show a uri, then approve or fail. */
function controlledAttempt() {
  const attempt = {
    starts: 0,
    showUri: (_uri: string) => {},
    approve: () => {},
    fail: (_error: unknown) => {},
  }
  const start = (onUri: (uri: string) => void) => {
    attempt.starts++
    attempt.showUri = onUri
    return new Promise<void>((resolve, reject) => {
      attempt.approve = resolve
      attempt.fail = reject
    })
  }
  return { attempt, start }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_000_000)
})
afterEach(() => vi.useRealTimers())

describe('createPairingSlot', () => {
  it('stamps the uri with the 4 min lifetime and shows it again to later callers', async () => {
    const slot = createPairingSlot()
    const { attempt, start } = controlledAttempt()
    const seen: Pairing[] = []
    const first = slot.run(start, (p) => seen.push(p))
    attempt.showUri('wc:one')
    expect(seen).toEqual([{ uri: 'wc:one', expiry: 1_000_000 + PAIRING_LIFETIME_MS }])

    vi.setSystemTime(1_000_000 + PAIRING_LIFETIME_MS - 10_000)
    const second = slot.run(start, (p) => seen.push(p))
    expect(second).toBe(first)
    expect(attempt.starts).toBe(1)
    expect(seen).toHaveLength(2)
    attempt.approve()
    await expect(first).resolves.toBeUndefined()
    expect(slot.current()).toBeUndefined()
  })

  it('joins an attempt whose uri is not known yet', () => {
    const slot = createPairingSlot()
    const { attempt, start } = controlledAttempt()
    slot.run(start, () => {})
    slot.run(start, () => {})
    expect(attempt.starts).toBe(1)
  })

  it('starts afresh when under 10 s are left; earlier callers follow the new attempt', async () => {
    const slot = createPairingSlot()
    const old = controlledAttempt()
    const fresh = controlledAttempt()
    const first = slot.run(old.start, () => {})
    old.attempt.showUri('wc:old')
    vi.setSystemTime(1_000_000 + PAIRING_LIFETIME_MS - 9_999)
    const seen: Pairing[] = []
    const second = slot.run(fresh.start, (p) => seen.push(p))
    expect(fresh.attempt.starts).toBe(1)
    expect(slot.current()).toBeUndefined()
    // The superseded attempt can neither show its uri nor fail the callers any more.
    old.attempt.showUri('wc:late')
    old.attempt.fail(new Error('proposal expired'))
    fresh.attempt.showUri('wc:new')
    expect(seen.map((p) => p.uri)).toEqual(['wc:new'])
    fresh.attempt.approve()
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('settles everyone when a superseded attempt is approved after all', async () => {
    const slot = createPairingSlot()
    const old = controlledAttempt()
    const first = slot.run(old.start, () => {})
    old.attempt.showUri('wc:old')
    vi.setSystemTime(1_000_000 + PAIRING_LIFETIME_MS)
    const second = slot.run(controlledAttempt().start, () => {})
    old.attempt.approve()
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('rejects the callers when the attempt fails or is cleared, then starts anew', async () => {
    const slot = createPairingSlot()
    const failing = controlledAttempt()
    const failed = slot.run(failing.start, () => {})
    failing.attempt.fail(new Error('User rejected.'))
    await expect(failed).rejects.toThrow('User rejected.')

    const next = controlledAttempt()
    const cleared = slot.run(next.start, () => {})
    expect(next.attempt.starts).toBe(1)
    slot.clear(new Error('cancelled'))
    await expect(cleared).rejects.toThrow('cancelled')
    next.attempt.approve()
    expect(slot.current()).toBeUndefined()
  })

  it('is live while a connect would join: before the uri, until 10 s before expiry, not after', async () => {
    const slot = createPairingSlot()
    expect(slot.isLive()).toBe(false)
    const { attempt, start } = controlledAttempt()
    const running = slot.run(start, () => {})
    expect(slot.isLive()).toBe(true)
    attempt.showUri('wc:one')
    vi.setSystemTime(1_000_000 + PAIRING_LIFETIME_MS - 10_000)
    expect(slot.isLive()).toBe(true)
    vi.setSystemTime(1_000_000 + PAIRING_LIFETIME_MS - 9_999)
    expect(slot.isLive()).toBe(false)
    attempt.approve()
    await running
    expect(slot.isLive()).toBe(false)
  })
})
