// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { type ChainAdapter, type Connector, createPortico } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { idleAdapter } from '../../testing/idleAdapter'
import { localSolana } from '../../testing/localSolana'
import { renderWithClient } from '../../testing/renderWithClient'
import { NetworksView } from './NetworksView'

afterEach(cleanup)

function renderNetworks(withSolana: boolean) {
  const networks = withSolana
    ? ([DEVNET_CHAINS.devnetA, localSolana, DEVNET_CHAINS.devnetB] as const)
    : ([DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB] as const)
  const client = createPortico({
    networks,
    adapters: [
      idleAdapter(),
      ...(withSolana ? [{ ...idleAdapter(), namespace: 'solana' as const }] : []),
    ],
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
  })
  client.push({ view: 'Account' })
  client.push({ view: 'Networks' })
  renderWithClient(<NetworksView />, client)
  return client
}

/**
 * A client on both devnets whose one wallet (`connector`) connects on Devnet A; `wallet`
 * replaces what that wallet does (which chains it names, how it switches).
 */
async function connectedClient(connector: Connector, wallet: Partial<ChainAdapter> = {}) {
  const client = createPortico({
    networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
    adapters: [
      {
        ...idleAdapter([connector]),
        connect: async ({ connectorId }) => ({
          connectorId,
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          chainId: DEVNET_CHAINS.devnetA.id,
        }),
        getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
        ...wallet,
      },
    ],
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
  })
  await act(() => client.connect({ connectorId: connector.id }))
  return client
}

describe('NetworksView', () => {
  it('lists one family without headings', () => {
    renderNetworks(false)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Portico Devnet A'),
      expect.stringContaining('Portico Devnet B'),
    ])
  })

  it('groups the networks by family under a heading each', () => {
    renderNetworks(true)
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['EVM', 'Solana'])
    const evm = screen.getByRole('region', { name: 'EVM' })
    expect(within(evm).getAllByRole('listitem')).toHaveLength(2)
    const solana = screen.getByRole('region', { name: 'Solana' })
    expect(within(solana).getByRole('listitem').textContent).toContain('Local Solana')
  })

  it('a network of a family with no wallet makes it active and shows Connect', async () => {
    const client = renderNetworks(true)
    fireEvent.click(screen.getByText('Local Solana'))
    await waitFor(() => expect(client.stores.router.getState().view.view).toBe('Connect'))
    expect(client.stores.chain.getState().activeNamespace).toBe('solana')
    expect(client.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('solana:localnet')
  })

  it('marks the networks a wallet said it cannot use, and says why when one is picked', async () => {
    // The embedded wallet signs on its frame's chains only: Devnet B would be refused.
    const client = await connectedClient(
      { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' },
      {
        connect: async ({ connectorId }) => ({
          connectorId,
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          chainId: DEVNET_CHAINS.devnetA.id,
          caipNetworkIds: [DEVNET_CHAINS.devnetA.caipNetworkId],
        }),
      },
    )
    client.push({ view: 'Networks' })
    renderWithClient(<NetworksView />, client)
    const devnetB = screen.getByTestId(`portico-network-${DEVNET_CHAINS.devnetB.caipNetworkId}`)
    expect(devnetB.getAttribute('aria-disabled')).toBe('true')
    expect(devnetB.textContent).toContain('Not available with this wallet')
    const devnetA = screen.getByTestId(`portico-network-${DEVNET_CHAINS.devnetA.caipNetworkId}`)
    expect(devnetA.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(devnetB)
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Not available with this wallet',
    })
    expect(client.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(
      DEVNET_CHAINS.devnetA.caipNetworkId,
    )
    // A caller that asks anyway gets the reason, and the wallet is not asked.
    await expect(client.switchNetwork(DEVNET_CHAINS.devnetB)).rejects.toThrow(
      'Chain is not supported',
    )
  })

  it('a switch that ends after the modal was closed and opened again leaves the new opening alone', async () => {
    let agree: () => void = () => {}
    const client = await connectedClient(
      { id: 'injected', name: 'Wallet', type: 'INJECTED', chain: 'eip155' },
      // The wallet answers when the test says so.
      { switchNetwork: () => new Promise<void>((resolve) => (agree = resolve)) },
    )
    await act(() => client.open({ view: { view: 'Networks' } }))
    renderWithClient(<NetworksView />, client)
    fireEvent.click(screen.getByTestId(`portico-network-${DEVNET_CHAINS.devnetB.caipNetworkId}`))
    await act(() => client.close())
    await act(() => client.open({ view: { view: 'Networks' } }))
    await act(async () => agree())
    await waitFor(() =>
      expect(client.stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(
        DEVNET_CHAINS.devnetB.caipNetworkId,
      ),
    )
    // The first opening's "back" would close the list the visitor just opened.
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view.view).toBe('Networks')
  })
})
