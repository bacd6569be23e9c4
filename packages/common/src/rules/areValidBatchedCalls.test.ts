import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { areValidBatchedCalls } from './areValidBatchedCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('areValidBatchedCalls (spec §5)', () => {
  it('accepts calls whose to (and data when present) start with 0x', () => {
    expect(areValidBatchedCalls([{ to }])).toBe(true)
    expect(
      areValidBatchedCalls([
        { to, data: '0x' },
        { to, data: '0xa9059cbb', value: '0x1' },
      ]),
    ).toBe(true)
  })

  it('rejects a missing or unprefixed to', () => {
    expect(areValidBatchedCalls([{ data: '0x' }])).toBe(false)
    expect(areValidBatchedCalls([{ to: to.slice(2) }])).toBe(false)
    expect(areValidBatchedCalls([{ to: 42 }])).toBe(false)
  })

  it('rejects unprefixed or non-string data', () => {
    expect(areValidBatchedCalls([{ to, data: 'a9059cbb' }])).toBe(false)
    expect(areValidBatchedCalls([{ to, data: null }])).toBe(false)
  })

  it('rejects one bad call among good ones, empty lists and non-lists', () => {
    expect(areValidBatchedCalls([{ to }, { to: 'x' }])).toBe(false)
    expect(areValidBatchedCalls([])).toBe(false)
    expect(areValidBatchedCalls({ to })).toBe(false)
    expect(areValidBatchedCalls([null])).toBe(false)
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(typeof areValidBatchedCalls(value)).toBe('boolean')
      }),
    )
  })
})
