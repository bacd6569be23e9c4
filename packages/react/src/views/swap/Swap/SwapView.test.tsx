// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { renderWithClient } from '../../../testing/renderWithClient'
import { createApiTestClient, TEST_ADDRESS } from '../../Account/tabs/testing/createApiTestClient'
import { ETHER_BALANCE } from '../../Account/tabs/testing/etherBalance'
import SwapView from './SwapView'

afterEach(cleanup)

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const PTT = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'

// The gateway's answers, in the shapes of its README's devnet examples.
const routes = {
  '/v1/convert/tokens': {
    tokens: [
      { address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18 },
      { address: PTT, symbol: 'PTT', name: 'Portico Test Token', decimals: 18 },
    ],
  },
  [`/v1/account/${TEST_ADDRESS}/balance`]: {
    balances: [ETHER_BALANCE],
  },
  '/v1/fungible/price': {
    fungibles: [
      { symbol: 'ETH', price: 3000, address: NATIVE },
      { symbol: 'PTT', price: 1.25, address: PTT },
    ],
  },
  '/v1/convert/gas-price': { standard: '1000000000', fast: '1250000000', instant: '1500000000' },
  '/v1/convert/quotes': {
    quotes: [
      {
        fromAmount: '100000000000000000',
        toAmount: '239041675449576771958',
        priceImpact: 0.0099,
        path: [NATIVE, PTT],
      },
    ],
  },
}

function renderSwap(
  swap?: { fromToken?: string; toToken?: string; amount?: string },
  translator?: Translator,
) {
  const test = createApiTestClient(routes)
  test.client.push({ view: 'Swap', ...(swap && { swap }) })
  renderWithClient(<SwapView {...(swap && { swap })} />, test.client, translator)
  return test
}

describe('SwapView', () => {
  it('applies the swap data it is opened with once, then quotes it', async () => {
    const { client } = renderSwap({ fromToken: 'ETH', toToken: 'PTT', amount: '0.1' })
    expect(client.stores.swap.getState().amount).toBe('0.1')
    // The history entry no longer carries the data: coming back keeps the visitor's choices.
    expect(client.stores.router.getState().view).toEqual({ view: 'Swap' })
    await waitFor(
      () => expect(screen.getByTestId('portico-swap-to-amount').textContent).toBe('239.041675'),
      {
        timeout: 3000,
      },
    )
    expect(screen.getByTestId('portico-swap-rate').textContent).toBe('1 ETH = 2,390.416754 PTT')
    expect(screen.getByTestId('portico-swap-price-impact').textContent).toBe('<0.01%')
    // 250,000 gas × 1 gwei × $3,000
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('$0.75')
    expect(screen.getByTestId('portico-swap-minimum').textContent).toBe('236.651258 PTT')
    expect(screen.getByTestId('portico-swap-review')).toHaveProperty('disabled', false)
  })

  it('says the balance is short and keeps the review closed', async () => {
    renderSwap({ fromToken: 'ETH', toToken: 'PTT', amount: '5' })
    await waitFor(
      () =>
        expect(screen.getByTestId('portico-swap-error-message').textContent).toBe(
          'Insufficient balance',
        ),
      { timeout: 3000 },
    )
    expect(screen.getByTestId('portico-swap-review')).toHaveProperty('disabled', true)
    // Another try meets the same balance: no Try again, the amount is what to change.
    expect(screen.queryByTestId('portico-swap-retry')).toBeNull()
  })

  it('switches direction: the quoted output becomes the amount sold', async () => {
    const { client } = renderSwap({ fromToken: 'ETH', toToken: 'PTT', amount: '0.1' })
    await waitFor(
      () => expect(screen.getByTestId('portico-swap-to-amount').textContent).toBe('239.041675'),
      {
        timeout: 3000,
      },
    )
    fireEvent.click(screen.getByTestId('portico-swap-switch'))
    const state = client.stores.swap.getState()
    expect(state.fromToken).toBe(PTT)
    expect(state.toToken).toBe(NATIVE)
    expect(state.amount).toBe('239.041675449576771958')
  })

  it('speaks German: labels, the empty form and the swap error', async () => {
    const german = await loadTranslator('de')
    renderSwap({ fromToken: 'ETH', toToken: 'PTT' }, german)
    expect(screen.getByLabelText('Zu verkaufender Betrag')).toBeTruthy()
    expect(screen.getByTestId('portico-swap-review').textContent).toBe('Betrag eingeben')
    cleanup()
    renderSwap({ fromToken: 'ETH', toToken: 'PTT', amount: '5' }, german)
    await waitFor(
      () =>
        expect(screen.getByTestId('portico-swap-error-message').textContent).toBe(
          'Guthaben reicht nicht aus',
        ),
      { timeout: 3000 },
    )
    expect(screen.queryByTestId('portico-swap-retry')).toBeNull()
  })

  it('writes the quote in the visitor’s figures, truncated as in English', async () => {
    renderSwap({ fromToken: 'ETH', toToken: 'PTT', amount: '0.1' }, await loadTranslator('de'))
    await waitFor(
      () => expect(screen.getByTestId('portico-swap-to-amount').textContent).toBe('239,041675'),
      { timeout: 3000 },
    )
    expect(screen.getByTestId('portico-swap-rate').textContent).toBe('1 ETH = 2.390,416754 PTT')
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('$0,75')
    expect(screen.getByTestId('portico-swap-minimum').textContent).toBe('236,651258 PTT')
    expect(screen.getByTestId('portico-swap-to-usd').textContent).toBe('$298,80')
    await waitFor(() =>
      expect(screen.getByTestId('portico-swap-from-balance').textContent).toContain('1,5 ETH'),
    )
  })
})
