import { BaseError, SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { toWalletConnectError } from './toWalletConnectError'

describe('toWalletConnectError', () => {
  it.each([4001, 5000, 5001, 5002, 5003])('turns wallet code %i into a rejection', (code) => {
    const error = toWalletConnectError({ code, message: 'User rejected.' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('You declined the request in your wallet.')
    expect(error.details).toBe('User rejected.')
  })

  it.each([
    ['Please call connect() before request()', 'Please call connect() before request()'],
    ['Please call connect() before enable()', 'Please call connect() before request()'],
    ['Sign Client not initialized', 'Sign Client not initialized'],
    ['Sign Client is not initialized', 'Sign Client not initialized'],
    ['No RPC url provided for chainId: 10', 'No RPC url provided for chainId'],
    [
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
      'Namespace is not configured. Please call connect() first with namespace config.',
    ],
    [
      'Fetching call status not approved by the wallet.',
      'Fetching call status not approved by the wallet.',
    ],
  ])('gives the SDK message %j the short message %j', (message, shortMessage) => {
    const cause = new Error(message)
    const error = toWalletConnectError(cause)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.cause).toBe(cause)
  })

  it('turns the provider switch failure into SwitchChainError', () => {
    const error = toWalletConnectError(
      new Error(
        "Failed to switch to chain 'eip155:10'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.",
      ),
    )
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.shortMessage).toBe(
      'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.',
    )
  })

  it('keeps Portico errors and the first line of anything else', () => {
    const portico = new UserRejectedRequestError()
    expect(toWalletConnectError(portico)).toBe(portico)
    const other = toWalletConnectError({ code: -32000, message: 'insufficient funds\nstack' })
    expect(other).toBeInstanceOf(BaseError)
    expect(other.shortMessage).toBe('insufficient funds')
    expect(other.metaMessages).toEqual(['Code: -32000'])
    expect(toWalletConnectError('Request expired').shortMessage).toBe('Request expired')
    expect(toWalletConnectError(undefined).shortMessage).toBe('An error occurred')
  })
})
