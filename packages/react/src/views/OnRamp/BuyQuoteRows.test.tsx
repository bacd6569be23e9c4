// @vitest-environment jsdom
import type { OnrampQuote } from '@portico/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import { BuyQuoteRows } from './BuyQuoteRows'

afterEach(cleanup)

it('quotes the coin truncated and the fiat figures in the visitor’s locale', async () => {
  const quote = {
    purchaseAmount: '1234.5678919',
    purchaseCurrency: { symbol: 'ETH' },
    paymentCurrency: { id: 'EUR' },
    coinbaseFee: '1.99',
    networkFee: '0.50',
    paymentTotal: '1002.49',
  } as unknown as OnrampQuote
  const { client } = createApiTestClient({})
  renderWithClient(<BuyQuoteRows quote={quote} />, client, await loadTranslator('de'))
  expect(screen.getByTestId('portico-onramp-quote-amount').textContent).toBe('1.234,567891 ETH')
  expect(screen.getByTestId('portico-onramp-quote-fee').textContent).toBe('1,99 EUR')
  expect(screen.getByTestId('portico-onramp-quote-total').textContent).toBe('1002,49 EUR')
})
