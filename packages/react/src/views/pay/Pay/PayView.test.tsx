// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { TEST_ADDRESS } from '../../Account/tabs/testing/createApiTestClient'
import { RECIPIENT, renderPayView, TUSDT, tusdtRequest } from '../testing/renderPayView'
import PayView from './PayView'

afterEach(cleanup)

const devnetA = DEVNET_CHAINS.devnetA.caipNetworkId
const exchanges = [
  { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'http://gateway.test/sandbox.svg' },
  { id: 'other', name: 'Other Exchange', imageUrl: 'http://gateway.test/other.svg' },
]
/** The gateway's balances: 100 tUSDT on devnet A. */
const balances = {
  [`/v1/account/${TEST_ADDRESS}/balance`]: {
    balances: [
      {
        name: 'Tether USD (test)',
        symbol: 'tUSDT',
        chainId: devnetA,
        address: `${devnetA}:${TUSDT}`,
        price: 1,
        quantity: { decimals: '6', numeric: '100' },
        iconUrl: '',
      },
    ],
  },
}
const priced = {
  '/v1/fungible/price': {
    fungibles: [{ symbol: 'tUSDT', price: 1, address: `${devnetA}:${TUSDT}` }],
  },
}

describe('PayView', () => {
  it('shows a skeleton until the payment is open', async () => {
    await renderPayView(<PayView />, {})
    expect(screen.getByTestId('portico-list-skeleton').textContent).toContain(
      'Preparing the payment',
    )
  })

  it('says what is asked: amount, dollar value, recipient with its name, network', async () => {
    await renderPayView(
      <PayView />,
      { request: tusdtRequest(), exchanges },
      {
        routes: {
          ...priced,
          [`/v1/identity/${RECIPIENT}`]: { name: 'shop-1234.portico.id', avatar: null },
        },
      },
    )
    expect(screen.getByTestId('portico-pay-amount').textContent).toMatch(/12\.5 tUSDT$/)
    await vi.waitFor(() => expect(screen.getByTestId('portico-pay-usd').textContent).toBe('$12.50'))
    await vi.waitFor(() =>
      expect(screen.getByTestId('portico-pay-recipient').textContent).toBe(
        'shop-1234.portico.id0x70…dc79C8',
      ),
    )
    expect(screen.getByTestId('portico-pay-recipient').getAttribute('title')).toBe(RECIPIENT)
    expect(screen.getByTestId('portico-pay-network').textContent).toMatch(
      new RegExp(`${DEVNET_CHAINS.devnetA.name}$`),
    )
  })

  it('shows the recipient truncated 4…6 when it has no name, and no dollar figure without a price', async () => {
    await renderPayView(<PayView />, { request: tusdtRequest() })
    expect(screen.getByTestId('portico-pay-recipient').textContent).toBe('0x70…dc79C8')
    expect(screen.getByTestId('portico-pay-usd').textContent).toBe('')
  })

  it('lists the exchanges with their images, a spinner while they load, none when there are none', async () => {
    const { payClient } = await renderPayView(<PayView />, {
      request: tusdtRequest(),
      isLoading: true,
    })
    expect(screen.getByTestId('portico-pay-exchanges-loading').textContent).toBe(
      'Loading exchanges',
    )
    act(() => payClient.store.setState({ isLoading: false, exchanges }))
    expect(screen.queryByTestId('portico-pay-exchanges-loading')).toBeNull()
    const sandbox = screen.getByTestId('portico-pay-exchange-sandbox')
    expect(sandbox.textContent).toContain('Sandbox Exchange')
    expect(sandbox.querySelector('img')?.getAttribute('src')).toBe(exchanges[0]?.imageUrl)
    const picked = vi.spyOn(payClient, 'payWithExchange').mockResolvedValue()
    fireEvent.click(sandbox)
    expect(picked).toHaveBeenCalledWith('sandbox')
    act(() => payClient.store.setState({ exchanges: [] }))
    expect(screen.queryByTestId('portico-pay-exchange-sandbox')).toBeNull()
    expect(screen.getByTestId('portico-pay-qr')).toBeTruthy()
  })

  it('pays from the connected wallet, showing its balance of the asset and then the steps', async () => {
    const { payClient } = await renderPayView(
      <PayView />,
      { request: tusdtRequest() },
      { routes: balances },
    )
    await vi.waitFor(() =>
      expect(screen.getByTestId('portico-pay-wallet-balance').textContent).toContain(
        'You have 100 tUSDT',
      ),
    )
    expect(screen.queryByTestId('portico-pay-switch-note')).toBeNull()
    const paid = vi.spyOn(payClient, 'payFromWallet').mockResolvedValue()
    const confirm = screen.getByTestId('portico-pay-wallet-confirm')
    expect(confirm.textContent).toBe('Pay 12.5 tUSDT')
    fireEvent.click(confirm)
    expect(paid).toHaveBeenCalledOnce()
    act(() => payClient.store.setState({ walletStep: 'approving' }))
    expect(screen.getByTestId('portico-pay-step-status').textContent).toBe(
      'Approve the payment in your wallet',
    )
    expect(screen.getByTestId('portico-pay-wallet-confirm').getAttribute('aria-busy')).toBe('true')
    // The other ways wait while the wallet pays.
    expect(screen.queryByTestId('portico-pay-qr')).toBeNull()
    act(() => payClient.store.setState({ walletStep: 'confirming' }))
    const steps = screen.getByTestId('portico-pay-steps')
    expect(
      [...steps.querySelectorAll('li')].map((li) => [li.dataset.step, li.dataset.state]),
    ).toEqual([
      ['checking', 'done'],
      ['approving', 'done'],
      ['confirming', 'current'],
    ])
    expect(screen.getByTestId('portico-pay-step-status').getAttribute('role')).toBe('status')
  })

  it('says the wallet will switch to the payment’s network, and shows the switch as a step', async () => {
    const { payClient } = await renderPayView(<PayView />, {
      request: tusdtRequest(DEVNET_CHAINS.devnetB.caipNetworkId),
    })
    expect(screen.getByTestId('portico-pay-switch-note').textContent).toBe(
      `Your wallet will switch to ${DEVNET_CHAINS.devnetB.name}`,
    )
    expect(
      screen.getByRole('button', {
        name: 'Pay 12.5 tUSDT',
        description: `Your wallet will switch to ${DEVNET_CHAINS.devnetB.name}`,
      }),
    ).toBeTruthy()
    vi.spyOn(payClient, 'payFromWallet').mockResolvedValue()
    fireEvent.click(screen.getByTestId('portico-pay-wallet-confirm'))
    act(() => payClient.store.setState({ walletStep: 'switching' }))
    expect(screen.getByTestId('portico-pay-step-status').textContent).toBe(
      `Switching to ${DEVNET_CHAINS.devnetB.name}`,
    )
    act(() => payClient.store.setState({ walletStep: 'approving' }))
    const states = [...screen.getByTestId('portico-pay-steps').querySelectorAll('li')].map(
      (li) => li.dataset.state,
    )
    expect(states).toEqual(['done', 'done', 'current', 'next'])
  })

  it('gives the reason of a short balance and offers Buy and Swap to cover it', async () => {
    const { client, payClient } = await renderPayView(<PayView />, {
      request: tusdtRequest(),
      insufficientBalance: { balance: '3.2', required: '12.5', symbol: 'tUSDT' },
      error: 'Insufficient balance',
    })
    expect(screen.getByRole('alert').textContent).toBe('Not enough tUSDT: you have 3.2 tUSDT')
    // Said once, in the wallet's card, not again above it.
    expect(screen.queryByTestId('portico-pay-error')).toBeNull()
    expect(screen.queryByTestId('portico-pay-wallet-confirm')).toBeNull()
    fireEvent.click(screen.getByTestId('portico-pay-buy'))
    expect(client.stores.router.getState().view).toEqual({ view: 'OnRampProviders' })
    fireEvent.click(screen.getByTestId('portico-pay-swap'))
    expect(client.stores.router.getState().view).toEqual({
      view: 'Swap',
      swap: { toToken: `${devnetA}:${TUSDT}` },
    })
    expect(payClient.store.getState().insufficientBalance).toBeDefined()
  })

  it('sees a short balance before paying when the wallet’s balance is known', async () => {
    const { client } = await renderPayView(<PayView />, {
      request: {
        ...tusdtRequest(),
        paymentAsset: {
          network: devnetA,
          asset: 'native',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        amount: '20000',
      } as never,
    })
    act(() => client.stores.account.getState().setAccount('eip155', { balance: '1.5' }))
    expect(screen.getByTestId('portico-pay-short').textContent).toContain(
      'Not enough ETH: you have 1.5 ETH',
    )
  })

  it('asks to connect a wallet first when none is connected', async () => {
    const { client } = await renderPayView(<PayView />, { request: tusdtRequest() })
    act(() => client.stores.connection.getState().setStatus('eip155', 'disconnected'))
    const connect = screen.getByTestId('portico-pay-connect')
    expect(connect.textContent).toContain('Connect a wallet to pay')
    fireEvent.click(connect)
    expect(client.stores.router.getState().view).toEqual({ view: 'Connect' })
  })

  it('shows a failure that left the payment open above the ways to pay, in the visitor’s language', async () => {
    await renderPayView(
      <PayView />,
      { request: tusdtRequest(), error: 'You declined the request in your wallet.' },
      { translator: await loadTranslator('de') },
    )
    expect(screen.getByTestId('portico-pay-error').textContent).toBe(
      'Du hast die Anfrage in deiner Wallet abgelehnt.',
    )
    expect(screen.getByTestId('portico-pay-wallet-confirm').textContent).toBe('12,5 tUSDT bezahlen')
  })
})
