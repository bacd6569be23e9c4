import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalError } from '../errors/format'
import { parseDecimal } from './parseDecimal'

describe('parseDecimal', () => {
  it.each([
    ['1.5', { negative: false, integer: '1', fraction: '5' }],
    ['-0.001', { negative: true, integer: '0', fraction: '001' }],
    ['0007.2500', { negative: false, integer: '7', fraction: '25' }],
    ['.5', { negative: false, integer: '0', fraction: '5' }],
    ['3.', { negative: false, integer: '3', fraction: '' }],
    ['+2', { negative: false, integer: '2', fraction: '' }],
    ['-0', { negative: false, integer: '0', fraction: '' }],
    ['1e-7', { negative: false, integer: '0', fraction: '0000001' }],
    ['1.2300e2', { negative: false, integer: '123', fraction: '' }],
    ['12.5E+3', { negative: false, integer: '12500', fraction: '' }],
    [' 42 ', { negative: false, integer: '42', fraction: '' }],
    [1e21, { negative: false, integer: '1000000000000000000000', fraction: '' }],
    [-1.5e-7, { negative: true, integer: '0', fraction: '00000015' }],
    [123n, { negative: false, integer: '123', fraction: '' }],
  ] as const)('reads %s', (value, expected) => {
    expect(parseDecimal(value)).toEqual(expected)
  })

  it.each(['', '.', '-', 'abc', '1.2.3', '1,000', '0x10', '1e', '1e99999', NaN, Infinity])(
    'rejects %j',
    (value) => {
      expect(() => parseDecimal(value)).toThrow(InvalidDecimalError)
    },
  )

  it('agrees with Number for every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const { negative, integer, fraction } = parseDecimal(n)
        const text = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
        expect(Number(text)).toBe(n === 0 ? 0 : n)
      }),
    )
  })

  it('throws only InvalidDecimalError on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        try {
          parseDecimal(s)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidDecimalError)
        }
      }),
    )
  })
})
