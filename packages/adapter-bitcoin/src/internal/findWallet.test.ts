import { AdapterOrConnectorNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../actions/connectWallet'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { findWallet } from './findWallet'

describe('findWallet', () => {
  it("finds a page's wallet by name", () => {
    const { state, wallet } = createTestBitcoinState()
    expect(findWallet(state, wallet.name)).toBe(wallet)
    expect(() => findWallet(state, 'Elsewhere')).toThrow(AdapterOrConnectorNotFoundError)
  })

  it('without a name, is the connected wallet, and none before connecting', async () => {
    const { state, wallet } = createTestBitcoinState()
    expect(() => findWallet(state, undefined)).toThrow(AdapterOrConnectorNotFoundError)
    await connectWallet(state, { connectorId: wallet.name })
    expect(findWallet(state, undefined)).toBe(wallet)
  })
})
