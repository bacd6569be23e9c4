import fc from 'fast-check'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { toQuantity } from './toQuantity'
import { toRpcTransaction } from './toRpcTransaction'
import { utf8ToHex } from './utf8ToHex'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toQuantity', () => {
  it('writes quantities without leading zeros', () => {
    expect(toQuantity(0n)).toBe('0x0')
    expect(toQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })
})

describe('utf8ToHex', () => {
  it('encodes text as UTF-8 hex like viem', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8ToHex(text) === stringToHex(text)),
    )
  })
})

describe('toRpcTransaction', () => {
  it('writes quantities as hex and leaves out what is not set', () => {
    expect(toRpcTransaction({ from: FROM, to: TO, value: 10n ** 16n })).toEqual({
      from: FROM,
      to: TO,
      value: '0x2386f26fc10000',
    })
    expect(
      toRpcTransaction({ from: FROM, to: TO, value: 0n, data: '0xa9059cbb', gas: 65_000n }),
    ).toEqual({ from: FROM, to: TO, value: '0x0', data: '0xa9059cbb', gas: '0xfde8' })
  })
})
