import fc from 'fast-check'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, it } from 'vitest'
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
})
