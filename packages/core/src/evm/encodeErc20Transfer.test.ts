import fc from 'fast-check'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeErc20Transfer } from './encodeErc20Transfer'

describe('encodeErc20Transfer', () => {
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

  it('reads the address the same with an upper-case prefix or checksummed digits', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const expected = encodeErc20Transfer(to.toLowerCase(), 5n)
    expect(encodeErc20Transfer(to, 5n)).toBe(expected)
    expect(encodeErc20Transfer(`0X${to.slice(2)}`, 5n)).toBe(expected)
  })
})
