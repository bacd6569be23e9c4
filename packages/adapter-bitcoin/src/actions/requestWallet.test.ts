import { RpcCallNotAllowedError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { requestWallet } from './requestWallet'

describe('requestWallet', () => {
  it("answers getAccounts with the session's accounts", async () => {
    const { state, wallet, key } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    const accounts = (await requestWallet(state, { method: 'getAccounts' })) as object[]
    expect(accounts.map((account) => ({ ...account }))).toEqual([
      expect.objectContaining({ address: key.payment, type: 'payment' }),
      expect.objectContaining({ address: key.ordinals, type: 'ordinal' }),
    ])
    expect(accounts[0]).not.toHaveProperty('account')
  })

  it('refuses other methods', async () => {
    const { state } = createTestBitcoinState()
    await expect(requestWallet(state, { method: 'eth_accounts' })).rejects.toBeInstanceOf(
      RpcCallNotAllowedError,
    )
  })
})
