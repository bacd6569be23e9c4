import { describe, expect, it } from 'vitest'
import { walletErrorCode } from './walletErrorCode'

describe('walletErrorCode', () => {
  it.each([
    ['a plain wallet error', { code: 4001, message: 'User rejected' }, 4001],
    ["ethers' ACTION_REJECTED", { code: 'ACTION_REJECTED', info: { error: {} } }, 4001],
    [
      'a wallet code inside ethers info.error.error',
      { code: 'UNKNOWN_ERROR', info: { error: { error: { code: 4902 } } } },
      4902,
    ],
    ['a code in the cause chain', new Error('outer', { cause: { code: -32603 } }), -32603],
    [
      "MetaMask Mobile's data.originalError",
      { code: -32603, data: { originalError: { code: 4902 } } },
      4902,
    ],
    ['no code at all', new Error('boom'), undefined],
  ])('reads %s', (_, error, expected) => {
    expect(walletErrorCode(error)).toBe(expected)
  })

  it('stops on a cycle', () => {
    const error: { code: string; cause?: unknown } = { code: 'X' }
    error.cause = error
    expect(walletErrorCode(error)).toBeUndefined()
  })
})
