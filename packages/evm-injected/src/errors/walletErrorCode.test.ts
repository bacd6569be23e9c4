import { WalletRpcError } from '@portico/test/wallet/WalletRpcError'
import {
  UnknownRpcError,
  UserRejectedRequestError as ViemRejected,
  SwitchChainError as ViemSwitchChainError,
} from 'viem'
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
    ['a code under viem wrappers', new ViemSwitchChainError(new WalletRpcError(4902, 'no')), 4902],
    [
      "the wallet's code under viem's UnknownRpcError (-1)",
      new UnknownRpcError(new WalletRpcError(4200, 'Unsupported method')),
      4200,
    ],
    ['no code under an UnknownRpcError', new UnknownRpcError(new Error('boom')), undefined],
  ])('reads %s', (_, error, expected) => {
    expect(walletErrorCode(error)).toBe(expected)
  })

  it('reads the outermost code: a wrapper with its own code says what happened', () => {
    // wagmi words WalletConnect's rejection (code 5000) as a 4001 around it.
    const rejected = new ViemRejected(new WalletRpcError(5000, 'User rejected.'))
    expect(walletErrorCode(rejected)).toBe(4001)
    expect(walletErrorCode({ code: 'ACTION_REJECTED', info: { error: { code: -32603 } } })).toBe(
      4001,
    )
  })

  it('stops on a cycle', () => {
    const error: { code: string; cause?: unknown } = { code: 'X' }
    error.cause = error
    expect(walletErrorCode(error)).toBeUndefined()
  })
})
