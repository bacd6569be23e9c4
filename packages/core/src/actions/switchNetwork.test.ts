import {
  ALERTS,
  KNOWN_CHAINS,
  NetworkNotFoundError,
  STORAGE_KEYS,
  SwitchChainError,
} from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

describe('switchNetwork', () => {
  it('without a connection only changes and persists the active network', async () => {
    const { portico, fake, storage, events } = createTestPortico()
    await portico.switchNetwork(KNOWN_CHAINS.base)
    expect(portico.stores.chain.getState().activeCaipNetwork).toBe(KNOWN_CHAINS.base)
    expect(storage.entries.get(STORAGE_KEYS.activeCaipNetworkId)).toBe('"eip155:8453"')
    expect(fake.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    expect(events).toEqual(['SWITCH_NETWORK'])
  })

  it('when connected asks the wallet, then updates the account address', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    await portico.switchNetwork(KNOWN_CHAINS.base)
    expect(fake.calls.at(-1)).toEqual({ method: 'switchNetwork', params: 'eip155:8453' })
    expect(portico.stores.account.getState().accounts.eip155?.caipAddress).toBe(
      `eip155:8453:${fake.address}`,
    )
  })

  it('a refusal keeps the network, shows a toast and throws SwitchChainError', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    fake.nextSwitchError = new Error('nope')
    await expect(portico.switchNetwork(KNOWN_CHAINS.base)).rejects.toBeInstanceOf(SwitchChainError)
    expect(portico.stores.chain.getState().activeCaipNetwork).toBe(KNOWN_CHAINS.mainnet)
    expect(portico.stores.toast.getState().variant).toBe('error')
  })

  it("refuses networks the app does not list, with the 'Network Not Found' alert", async () => {
    const { portico } = createTestPortico()
    await expect(portico.switchNetwork(KNOWN_CHAINS.solana)).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
    expect(portico.stores.alert.getState()).toMatchObject({
      open: true,
      alert: ALERTS.NETWORK_NOT_FOUND,
    })
  })

  it('leaves UnsupportedChain once on a listed network', async () => {
    const { portico, fake } = createTestPortico()
    await portico.init()
    await portico.connect({ connectorId: 'injected' })
    fake.context?.onChainChanged({ chainId: 999 })
    await vi.waitFor(() =>
      expect(portico.stores.router.getState().view).toEqual({ view: 'UnsupportedChain' }),
    )
    await portico.switchNetwork(KNOWN_CHAINS.base)
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
