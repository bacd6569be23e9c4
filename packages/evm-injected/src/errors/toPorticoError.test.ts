import { BaseError, NetworkNotFoundError, UserRejectedRequestError } from '@portico/common'
import { WalletRpcError } from '@portico/test/wallet/WalletRpcError'
import { TransactionExecutionError, UserRejectedRequestError as ViemRejected } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { toPorticoError } from './toPorticoError'
import { walletErrorCode } from './walletErrorCode'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

describe('toPorticoError', () => {
  it('turns a raw EIP-1193 4001 into UserRejectedRequestError', () => {
    const error = toPorticoError(new WalletRpcError(4001, 'MetaMask Tx Signature: User denied.'))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('You declined the request in your wallet.')
    expect(error.shortMessage).not.toMatch(/\n|at /)
  })

  it('finds the rejection under viem wrappers', () => {
    const viemError = new TransactionExecutionError(
      new ViemRejected(new WalletRpcError(4001, 'no')),
      {
        account,
        chain: undefined,
      },
    )
    expect(walletErrorCode(viemError)).toBe(4001)
    expect(toPorticoError(viemError)).toBeInstanceOf(UserRejectedRequestError)
  })

  it("turns ethers' ACTION_REJECTED into UserRejectedRequestError", () => {
    const error = toPorticoError({ code: 'ACTION_REJECTED', shortMessage: 'user rejected action' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes Portico errors through', () => {
    const error = new BaseError('Already ours')
    expect(toPorticoError(error)).toBe(error)
    const notFound = new NetworkNotFoundError()
    expect(toPorticoError(notFound)).toBe(notFound)
  })

  it('keeps the first line of other errors as the short message and the cause', () => {
    const cause = new Error('execution reverted\n    at Object.request (provider.js:1:1)')
    const error = toPorticoError(cause)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe('execution reverted')
    expect(error.cause).toBe(cause)
  })

  it("keeps ethers' short message, or the node's words inside a SERVER_ERROR", () => {
    expect(
      toPorticoError({ shortMessage: 'execution reverted', message: 'long' }).shortMessage,
    ).toBe('execution reverted')
    const wrapped = {
      code: 'SERVER_ERROR',
      reason: 'processing response error',
      error: { code: 3, message: 'execution reverted: no balance\n{"data":"0x"}' },
    }
    expect(toPorticoError(wrapped).shortMessage).toBe('execution reverted: no balance')
  })

  it('gives an error without message the generic sentence', () => {
    expect(toPorticoError({}).shortMessage).toBe('An error occurred')
  })
})
