// @vitest-environment jsdom
import type { SwapQuote, SwapToken } from '@portico/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'
import { QuoteDetails } from './QuoteDetails'

afterEach(cleanup)

const token = (symbol: string, native: boolean): SwapToken => ({
  address: `eip155:31337:0x${native ? 'ee'.repeat(20) : '5FbDB2315678afecb367f032d93F642f64180aa3'.toLowerCase()}`,
  symbol,
  name: symbol,
  decimals: 18,
  balance: '1',
  price: 1,
  native,
})
const quote: SwapQuote = {
  from: token('ETH', true),
  to: token('PTT', false),
  fromAmount: 10n ** 17n,
  toAmount: 239n * 10n ** 18n,
  rate: 2390,
  priceImpact: 0.0099,
  slippage: 1,
  minimumReceived: 236n * 10n ** 18n,
  gasPrice: 10n ** 9n,
  gasLimit: 250_000n,
  networkFee: 0n,
  networkFeeUsd: 0,
  needsApproval: false,
  quotedAt: 0,
}

describe('QuoteDetails', () => {
  it('says who pays the network fee when the site’s paymaster does, in the visitor’s language', async () => {
    const { client } = createTestClient({ projectId: 'test', apiUrl: 'http://gateway.test' })
    renderWithClient(
      <QuoteDetails quote={{ ...quote, networkFeePaidBy: 'Portico Demo' }} />,
      client,
    )
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('Paid by Portico Demo')
    cleanup()
    renderWithClient(
      <QuoteDetails quote={{ ...quote, networkFeePaidBy: 'Portico Demo' }} />,
      client,
      await loadTranslator('de'),
    )
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('Bezahlt von Portico Demo')
    cleanup()
    renderWithClient(<QuoteDetails quote={{ ...quote, networkFeeUsd: 0.75 }} />, client)
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('$0.75')
    expect(screen.queryByTestId('portico-swap-fee-note')).toBeNull()
  })

  it('shows the site’s reason under the fee the visitor pays when the site refused to', () => {
    const { client } = createTestClient({ projectId: 'test', apiUrl: 'http://gateway.test' })
    const refusal = 'This site no longer pays the network fee for this action today'
    renderWithClient(
      <QuoteDetails quote={{ ...quote, networkFeeUsd: 0.75, networkFeeRefusal: refusal }} />,
      client,
    )
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('$0.75')
    expect(screen.getByTestId('portico-swap-fee-note').textContent).toBe(refusal)
  })

  it('shows a fee paid in a token as the exact amount debited, with its USD value', () => {
    const { client } = createTestClient({ projectId: 'test', apiUrl: 'http://gateway.test' })
    const paidIn = { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'PTT' }
    const fee = { ...paidIn, decimals: 18, amount: 1_234_560_000_000_000n }
    renderWithClient(
      <QuoteDetails quote={{ ...quote, networkFeePaidIn: { ...fee, price: 2 } }} />,
      client,
    )
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('0.00123456 PTT (<$0.01)')
    cleanup()
    renderWithClient(<QuoteDetails quote={{ ...quote, networkFeePaidIn: fee }} />, client)
    expect(screen.getByTestId('portico-swap-fee').textContent).toBe('0.00123456 PTT')
  })
})
