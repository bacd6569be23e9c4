import { litecoinRegtestParams, ProviderNotConnectedError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { toConnectorAccounts } from '../toConnectorAccounts'
import { connectedSession } from './connectedSession'
import { toAdapterConnection } from './toAdapterConnection'

describe('toAdapterConnection', () => {
  it('makes the first account the active address and leaves out the wallet account', async () => {
    const { wallet, key } = createTestBitcoinState()
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    const mapped = toConnectorAccounts(accounts, litecoinRegtestParams, 'payment')
    const connection = toAdapterConnection({ wallet, caipNetwork: regtest, accounts: mapped })
    expect(connection).toMatchObject({
      connectorId: wallet.name,
      address: key.payment,
      chainId: regtest.id,
    })
    expect(connection.accounts?.map((account) => account.type)).toEqual(['payment', 'ordinal'])
    expect(connection.accounts?.[0]).not.toHaveProperty('account')
  })

  it('refuses a session without accounts', () => {
    const { wallet } = createTestBitcoinState()
    expect(() => toAdapterConnection({ wallet, caipNetwork: regtest, accounts: [] })).toThrow(
      ProviderNotConnectedError,
    )
  })
})

describe('connectedSession', () => {
  it('is ProviderNotConnectedError before connecting', () => {
    const { state } = createTestBitcoinState()
    expect(() => connectedSession(state)).toThrow(ProviderNotConnectedError)
  })
})
