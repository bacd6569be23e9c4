import { SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { WalletRpcError } from '@portico/test/wallet/WalletRpcError'
import {
  UserRejectedRequestError as ViemRejected,
  SwitchChainError as ViemSwitchChainError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { switchChainCode, toSwitchChainError } from './toSwitchChainError'

const sentence =
  'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.'

describe('toSwitchChainError', () => {
  it.each([
    [4902, 4902],
    [5000, 5000],
    [32603, 32603],
    [-32603, 32603],
    [-32602, 5000],
    [4200, 5000],
  ])('maps wallet code %i to SwitchChainError %i with the spec sentence', (walletCode, code) => {
    const error = toSwitchChainError(new WalletRpcError(walletCode, 'nope'))
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).code).toBe(code)
    expect(error.shortMessage).toBe(sentence)
  })

  it('reads the 4902 that MetaMask Mobile hides in data.originalError', () => {
    const error = toSwitchChainError(
      new WalletRpcError(-32603, 'Internal error', { originalError: { code: 4902 } }),
    )
    expect((error as SwitchChainError).code).toBe(4902)
  })

  it('reads codes through viem and wagmi wrappers', () => {
    const wrapped = new ViemSwitchChainError(new WalletRpcError(4902, 'Unrecognized chain'))
    expect((toSwitchChainError(wrapped) as SwitchChainError).code).toBe(4902)
  })

  it('turns a rejection into UserRejectedRequestError with a short message', () => {
    const error = toSwitchChainError(new ViemRejected(new WalletRpcError(4001, 'User denied')))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('You declined the request in your wallet.')
  })

  it('defaults to 5000 without a code', () => {
    expect(switchChainCode(undefined)).toBe(5000)
    expect((toSwitchChainError(new Error('boom')) as SwitchChainError).code).toBe(5000)
  })
})
