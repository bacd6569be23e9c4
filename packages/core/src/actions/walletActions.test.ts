import { CaipNetworkOrAddressUndefinedError } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { stubBalanceGateway } from '../testing/stubBalanceGateway'

describe('signMessage', () => {
  it('signs with the connected account and emits SIGN_MESSAGE_SUCCESS', async () => {
    const { portico, events } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    await expect(portico.signMessage({ message: 'hello' })).resolves.toBe('signed:hello')
    expect(events.at(-1)).toBe('SIGN_MESSAGE_SUCCESS')
  })

  it('emits SIGN_MESSAGE_ERROR and rethrows mapped errors', async () => {
    const { portico, fake, events } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    fake.nextSignError = Object.assign(new Error('no'), { code: 4001 })
    await expect(portico.signMessage({ message: 'hello' })).rejects.toThrow(
      'You declined the request in your wallet.',
    )
    expect(events.at(-1)).toBe('SIGN_MESSAGE_ERROR')
  })

  it('needs a connected account', async () => {
    const { portico } = createTestPortico()
    await expect(portico.signMessage({ message: 'x' })).rejects.toBeInstanceOf(
      CaipNetworkOrAddressUndefinedError,
    )
  })
})

describe('sendTransaction', () => {
  it('sends from the connected account on the active network, then asks for fresh balances', async () => {
    const gateway = stubBalanceGateway()
    try {
      const { portico, fake } = createTestPortico()
      await portico.connect({ connectorId: 'injected' })
      await portico.sendTransaction({ to: '0x2', value: 5n, data: '0x1234' })
      expect(fake.sent[0]).toMatchObject({
        from: fake.address,
        to: '0x2',
        value: 5n,
        data: '0x1234',
      })
      expect(
        (fake.sent[0] as { caipNetwork: { caipNetworkId: string } }).caipNetwork.caipNetworkId,
      ).toBe('eip155:1')
      // Token balances past the gateway's cache, as the header's balance.
      await gateway.waitForForcedBalanceRead()
      await portico.destroy()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('refreshBalance', () => {
  it('reloads the balance past the cache', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    fake.balance = '9999.5'
    await portico.refreshBalance()
    expect(portico.stores.account.getState().accounts.eip155).toMatchObject({
      balance: '9999.5',
      balanceSymbol: 'ETH',
    })
  })
})
