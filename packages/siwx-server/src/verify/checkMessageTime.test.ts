import { describe, expect, it } from 'vitest'
import { checkMessageTime } from './checkMessageTime'

const issuedAt = '2024-01-01T12:00:00.000Z'
const t = Date.parse(issuedAt)

function reason(run: () => void): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as { reason?: string }).reason
  }
}

describe('checkMessageTime', () => {
  it('accepts a message inside its window', () => {
    const fields = {
      issuedAt,
      notBefore: issuedAt,
      expirationTime: '2024-01-01T13:00:00.000Z',
    }
    expect(reason(() => checkMessageTime(fields, { now: t + 1_000 }))).toBeUndefined()
  })

  it('forgives a minute of clock skew by default, and no more', () => {
    expect(reason(() => checkMessageTime({ issuedAt }, { now: t - 60_000 }))).toBeUndefined()
    expect(reason(() => checkMessageTime({ issuedAt }, { now: t - 60_001 }))).toBe(
      'issued-in-future',
    )
    const expiring = { issuedAt, expirationTime: '2024-01-01T12:10:00.000Z' }
    expect(reason(() => checkMessageTime(expiring, { now: t + 660_000 - 1 }))).toBeUndefined()
    expect(reason(() => checkMessageTime(expiring, { now: t + 660_000 }))).toBe('expired')
    const later = { issuedAt, notBefore: '2024-01-01T12:10:00.000Z' }
    expect(reason(() => checkMessageTime(later, { now: t + 540_000 }))).toBeUndefined()
    expect(reason(() => checkMessageTime(later, { now: t + 540_000 - 1 }))).toBe('not-yet-valid')
  })

  it('uses the given skew and maximum age', () => {
    expect(reason(() => checkMessageTime({ issuedAt }, { now: t - 1, clockSkewMs: 0 }))).toBe(
      'issued-in-future',
    )
    const opts = { clockSkewMs: 0, maxAgeMs: 1_000 }
    expect(reason(() => checkMessageTime({ issuedAt }, { now: t + 999, ...opts }))).toBeUndefined()
    expect(reason(() => checkMessageTime({ issuedAt }, { now: t + 1_000, ...opts }))).toBe(
      'expired',
    )
  })

  it('compares instants, not strings, across time zones', () => {
    const fields = {
      issuedAt: '2024-01-01T14:00:00+02:00',
      expirationTime: '2024-01-01T08:00:01-04:00',
    }
    expect(reason(() => checkMessageTime(fields, { now: t, clockSkewMs: 0 }))).toBeUndefined()
    expect(reason(() => checkMessageTime(fields, { now: t + 1_000, clockSkewMs: 0 }))).toBe(
      'expired',
    )
  })
})
