import { AdapterOrConnectorNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../actions/connectWallet'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { connectedAccount, connectedSession } from './connectedAccount'

describe('connectedSession', () => {
  it("is the session, for its own connector id or none; else the connector isn't found", async () => {
    const { state, wallet } = await createTestSolanaState()
    expect(() => connectedSession(state, undefined)).toThrow(AdapterOrConnectorNotFoundError)
    await connectWallet(state, { connectorId: wallet.name })
    expect(connectedSession(state, undefined).wallet).toBe(wallet)
    expect(connectedSession(state, wallet.name).wallet).toBe(wallet)
    expect(() => connectedSession(state, 'Other')).toThrow(AdapterOrConnectorNotFoundError)
  })
})

describe('connectedAccount', () => {
  it('is the wallet with one of its shared accounts', async () => {
    const { state, wallet, signer } = await createTestSolanaState()
    await connectWallet(state, { connectorId: wallet.name })
    const found = connectedAccount(state, signer.address)
    expect(found.wallet).toBe(wallet)
    expect(found.account.address).toBe(signer.address)
    expect(() => connectedAccount(state, 'Other111')).toThrow(AdapterOrConnectorNotFoundError)
  })
})
