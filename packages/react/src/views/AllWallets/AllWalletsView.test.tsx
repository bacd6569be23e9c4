// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import { AllWalletsView } from './AllWalletsView'

afterEach(cleanup)

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: 'rainbow-img',
  chains: ['eip155:31337'],
}
const page = Array.from({ length: 40 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `img-${i}`,
  chains: ['eip155:31337'],
}))

function renderView(wallets: { data: unknown[]; count: number }) {
  const test = createApiTestClient({ '/getWallets': wallets })
  renderWithClient(<AllWalletsView />, test.client)
  return test
}

describe('AllWalletsView', () => {
  it('lists the first page with eager images for the first 20 and lazy ones after', async () => {
    renderView({ data: page, count: 40 })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40))
    const images = screen.getAllByRole('listitem').map((li) => li.querySelector('img'))
    expect(images[19]?.getAttribute('loading')).toBe('eager')
    expect(images[20]?.getAttribute('loading')).toBe('lazy')
    expect(images[0]?.getAttribute('src')).toContain('/getWalletImage/img-0')
  })

  it("shows 'No wallet found' once a search comes back empty, with a busy spinner meanwhile", async () => {
    const { requests } = renderView({ data: [], count: 0 })
    const input = screen.getByRole('searchbox', { name: 'Search wallet' })
    const started = Date.now()
    fireEvent.change(input, { target: { value: '  zzz ' } })
    expect(input.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByTestId('portico-wallet-search-empty')).toBeNull()
    const empty = await screen.findByTestId('portico-wallet-search-empty')
    expect(empty.textContent).toContain('No wallet found')
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(input.getAttribute('aria-busy')).toBeNull()
    const search = requests.find((url) => url.searchParams.get('search'))
    expect(search?.searchParams.get('search')).toBe('zzz')
    expect(search?.searchParams.get('entries')).toBe('100')
  })

  it('shows what the search found and goes back to the list when cleared', async () => {
    renderView({ data: [rainbow], count: 1 })
    await screen.findByTestId('portico-wallet-tile-rainbow')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Rain' } })
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Search results' }).getAttribute('aria-busy'),
      ).toBeNull(),
    )
    expect(screen.getByTestId('portico-wallet-tile-rainbow').textContent).toBe('Rainbow')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    })
    expect(screen.getByRole('list', { name: 'All wallets' })).toBeTruthy()
  })

  it('clears the search on Escape without closing anything', async () => {
    renderView({ data: [rainbow], count: 1 })
    const input = screen.getByRole('searchbox')
    fireEvent.change(input, { target: { value: 'Rain' } })
    const escapeKey = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    })
    act(() => {
      input.dispatchEvent(escapeKey)
    })
    expect((input as HTMLInputElement).value).toBe('')
    expect(escapeKey.defaultPrevented).toBe(true)
  })

  it('puts installed wallets first with a tag, connects them as browser wallets, others over WalletConnect', async () => {
    const metamask = {
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      chains: ['eip155:31337'],
    }
    const { client } = renderView({ data: [rainbow, metamask], count: 2 })
    act(() => {
      client.stores.connectors.getState().setConnectors('eip155', [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          rdns: 'io.metamask',
        },
      ])
    })
    await screen.findByTestId('portico-wallet-tile-rainbow')
    const tiles = screen
      .getAllByRole('button')
      .filter((b) => b.dataset.testid?.startsWith('portico-wallet-tile-'))
    expect(
      tiles.map((tile) => tile.querySelector('.portico-wallet-tile-name')?.textContent),
    ).toEqual(['MetaMask', 'Rainbow'])
    expect(tiles.map((tile) => tile.textContent?.includes('Installed'))).toEqual([true, false])
    fireEvent.click(screen.getByTestId('portico-wallet-tile-metamask'))
    expect(client.stores.router.getState().view).toMatchObject({
      view: 'ConnectingExternal',
      connector: { id: 'io.metamask' },
      wallet: { id: 'metamask' },
    })
    fireEvent.click(screen.getByTestId('portico-wallet-tile-rainbow'))
    expect(client.stores.router.getState().view).toMatchObject({
      view: 'ConnectingWalletConnect',
      wallet: { id: 'rainbow' },
    })
  })

  it('says when the catalogue fails, instead of spinning, and loads it on Try again', async () => {
    const routes: Record<string, unknown> = { '/getWallets': 503 }
    const test = createApiTestClient(routes)
    renderWithClient(<AllWalletsView />, test.client)
    const failed = await screen.findByTestId('portico-wallet-load-failed')
    expect(failed.textContent).toContain("Couldn't load the wallet list.")
    expect(screen.queryByTestId('portico-wallet-loader')).toBeNull()
    routes['/getWallets'] = { data: page, count: 40 }
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(40))
    expect(screen.queryByTestId('portico-wallet-load-failed')).toBeNull()
  })
})
