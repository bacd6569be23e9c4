import fc from 'fast-check'
import { encodeFunctionData, erc20Abi, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer, hexSchema, toQuantity, utf8ToHex } from './hex'

describe('hex helpers', () => {
  it('writes quantities without leading zeros', () => {
    expect(toQuantity(0n)).toBe('0x0')
    expect(toQuantity(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })

  it('encodes text as UTF-8 hex like viem', () => {
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8ToHex(text) === stringToHex(text)),
    )
  })

  it('encodes ERC-20 transfer calldata like viem', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (bytes, amount) => {
          const to = `0x${Buffer.from(bytes).toString('hex')}` as const
          const expected = encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          })
          return encodeErc20Transfer(to, amount) === expected
        },
      ),
    )
  })

  it('accepts 0x hex only', () => {
    expect(hexSchema.safeParse('0xabc').success).toBe(true)
    expect(hexSchema.safeParse('abc').success).toBe(false)
    expect(hexSchema.safeParse('0xzz').success).toBe(false)
  })
})
