import { ProviderNotConnectedError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../internal/bitcoinState'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'

describe('connectWallet', () => {
  it('connects with the payment account active and remembers the wallet and network', async () => {
    const { state, wallet, key, context, storage } = createTestBitcoinState()
    const connection = await connectWallet(state, { connectorId: wallet.name })
    expect(connection.address).toBe(key.payment)
    expect(context.accounts.at(-1)?.address).toBe(key.payment)
    expect(JSON.parse(storage.entries.get(STORAGE_KEY) ?? '{}')).toEqual({
      connectorId: wallet.name,
      caipNetworkId: regtest.caipNetworkId,
    })
  })

  it('puts the ordinals account first when the app prefers it', async () => {
    const { state, wallet, key } = createTestBitcoinState({ preferredAccountType: 'ordinal' })
    expect((await connectWallet(state, { connectorId: wallet.name })).address).toBe(key.ordinals)
  })

  it('turns a decline into UserRejectedRequestError and stores nothing', async () => {
    const { state, wallet, storage } = createTestBitcoinState()
    wallet.failNext({ code: 4001, message: 'User rejected the request.' })
    await expect(connectWallet(state, { connectorId: wallet.name })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(storage.entries.size).toBe(0)
  })

  it('refuses a wallet that shares no account of the network', async () => {
    const { state, wallet } = createTestBitcoinState()
    wallet.features['bitcoin:connect'].connect = async () => ({ accounts: [] })
    await expect(connectWallet(state, { connectorId: wallet.name })).rejects.toBeInstanceOf(
      ProviderNotConnectedError,
    )
  })
})
