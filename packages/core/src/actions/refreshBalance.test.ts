import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

describe('refreshBalance', () => {
  it('marks the balance unavailable when it cannot be read, so the header stops waiting', async () => {
    const { portico, fake } = createTestPortico()
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    await vi.waitFor(() =>
      expect(portico.stores.account.getState().accounts.eip155?.balance).toBe('10000'),
    )
    // The balance is gone (a switch cleared it) and the network's RPC does not answer.
    fake.nextBalanceError = new Error('HTTP request failed')
    portico.stores.account.getState().setAccount('eip155', { balance: undefined })
    await expect(portico.refreshBalance('eip155')).rejects.toThrow('HTTP request failed')
    expect(portico.stores.account.getState().accounts.eip155?.balanceUnavailable).toBe(true)

    await portico.refreshBalance('eip155')
    expect(portico.stores.account.getState().accounts.eip155).toMatchObject({
      balance: '10000',
      balanceUnavailable: false,
    })
  })
})
