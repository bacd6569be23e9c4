// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { renderWithClient } from '../../testing/renderWithClient'
import { AccountTabs } from './AccountTabs'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'
import { ETHER_BALANCE } from './tabs/testing/etherBalance'

afterEach(cleanup)

const balances = {
  balances: [
    ETHER_BALANCE,
    {
      name: 'Portico Test Token',
      symbol: 'PTT',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      price: 0,
      quantity: { decimals: '18', numeric: '1234.5678' },
      iconUrl: '',
    },
    {
      name: 'Ticket',
      symbol: 'TIX',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      price: 1,
      quantity: { decimals: '0', numeric: '3' },
      iconUrl: '',
    },
  ],
}

function renderTabs(translator: Translator | null = null, features: { history?: boolean } = {}) {
  const test = createApiTestClient(
    {
      [`/v1/account/${TEST_ADDRESS}/balance`]: balances,
      [`/v1/account/${TEST_ADDRESS}/history`]: { data: [], next: null },
      [`/v1/account/${TEST_ADDRESS}/nfts`]: { data: [], next: null },
    },
    { features },
  )
  renderWithClient(<AccountTabs />, test.client, translator)
  return test
}

describe('AccountTabs', () => {
  it('opens on Tokens: balances by the kit’s amount rule, USD when priced, decimals-0 tokens left out', async () => {
    const { client } = renderTabs()
    expect(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
    const eth = await screen.findByTestId('portico-token-ETH')
    expect(eth.textContent).toContain('1.5 ETH')
    expect(eth.textContent).toContain('$4,500.00')
    const ptt = screen.getByTestId('portico-token-PTT')
    expect(ptt.textContent).toContain('1,234.5678 PTT')
    expect(ptt.textContent).not.toContain('$')
    expect(screen.queryByTestId('portico-token-TIX')).toBeNull()
    // The header's balance comes from the same answer.
    expect(client.stores.account.getState().accounts.eip155?.balance).toBe('1.5')
  })

  it("never lists another network's tokens under the active one, not even before its balances load", async () => {
    const { client } = renderTabs()
    await screen.findByTestId('portico-token-ETH')
    // The wallet moves to devnet B, whose balances the gateway has not answered yet.
    act(() => {
      client.stores.chain.getState().setActiveNetwork(DEVNET_CHAINS.devnetB)
      client.stores.account.getState().setAccount('eip155', {
        caipAddress: `eip155:31338:${TEST_ADDRESS}`,
      })
    })
    expect(screen.queryByTestId('portico-token-ETH')).toBeNull()
    expect(screen.queryByTestId('portico-token-PTT')).toBeNull()
  })

  it('has no Activity tab, and asks for no history, with the history feature off', async () => {
    const { client, requests } = renderTabs(null, { history: false })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    // A tab remembered from before the app turned history off falls back to Tokens.
    act(() => client.stores.account.getState().setAccount('eip155', { currentTab: 'activity' }))
    expect(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
    await screen.findByTestId('portico-token-ETH')
    expect(requests.some((url) => url.pathname.endsWith('/history'))).toBe(false)
  })

  it('remembers the chosen tab in the account and shows its panel', async () => {
    const { client } = renderTabs()
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toContain('No NFTs yet'),
    )
    expect(client.stores.account.getState().accounts.eip155?.currentTab).toBe('nfts')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'NFTs' }), { key: 'ArrowRight' })
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toContain(
        'No activity yet',
      ),
    )
  })

  it('names the tabs, balances and empty states in the visitor’s language', async () => {
    renderTabs(await loadTranslator('de'))
    expect(screen.getByRole('tablist', { name: 'Konto' })).toBeTruthy()
    const eth = await screen.findByTestId('portico-token-ETH')
    expect(eth.textContent).toContain('1,5 ETH')
    expect(eth.textContent).toContain('$4.500,00')
    expect(screen.getByTestId('portico-token-PTT').textContent).toContain('1.234,5678 PTT')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Token',
      'NFTs',
      'Aktivität',
    ])
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toContain(
        'Noch keine NFTs',
      ),
    )
  })
})
