// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { RECIPIENT, renderPayView, tusdtRequest } from '../testing/renderPayView'
import PayResultView from './PayResultView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const hash = `0x${'d'.repeat(64)}`

describe('PayResultView', () => {
  it('shows what was paid to whom, the transaction with its explorer link, and Done', async () => {
    const { client, titles } = await renderPayView(
      <PayResultView />,
      { request: tusdtRequest(), payResult: hash },
      { routes: { [`/v1/identity/${RECIPIENT}`]: { name: 'shop-1234.portico.id', avatar: null } } },
    )
    // The devnets have no explorer: the link only where the network has one.
    expect(screen.queryByRole('link')).toBeNull()
    await vi.waitFor(() =>
      expect(screen.getByTestId('portico-pay-success-summary').textContent).toBe(
        'Paid 12.5 tUSDT to shop-1234.portico.id',
      ),
    )
    expect(screen.getByTestId('portico-pay-success-hash').textContent).toContain('0xdd…dddddd')
    expect(titles).toContain('Payment complete')
    const close = vi.spyOn(client, 'close')
    fireEvent.click(screen.getByTestId('portico-pay-done'))
    expect(close).toHaveBeenCalledWith({ force: true })
  })

  it('links the transaction on the network’s explorer when it has one', async () => {
    const explorer = { name: 'Explorer', url: 'https://explorer.test' }
    await renderPayView(
      <PayResultView />,
      { request: tusdtRequest(), payResult: hash },
      { devnetA: { ...DEVNET_CHAINS.devnetA, blockExplorers: { default: explorer } } },
    )
    expect(screen.getByRole('link').getAttribute('href')).toBe(`https://explorer.test/tx/${hash}`)
  })

  it('gives the reason of a failure, and Try again back to the ways to pay', async () => {
    const { client, payClient, titles } = await renderPayView(<PayResultView />, {
      request: tusdtRequest(),
      error: 'Transfer reverted',
      isPaymentInProgress: true,
    })
    expect(screen.getByTestId('portico-pay-failure-reason').textContent).toBe('Transfer reverted')
    expect(screen.getByTestId('portico-pay-failure-reason').getAttribute('role')).toBe('alert')
    expect(titles).toContain('Payment failed')
    const cleared = vi.spyOn(payClient, 'clearError')
    fireEvent.click(screen.getByTestId('portico-pay-retry'))
    expect(cleared).toHaveBeenCalledOnce()
    expect(client.stores.router.getState().view).toEqual({ view: 'Pay' })
  })

  it('opens the same payment again when the failure ended it', async () => {
    const request = tusdtRequest()
    const { payClient } = await renderPayView(<PayResultView />, {
      request,
      error: 'Transfer reverted',
      isPaymentInProgress: false,
    })
    const opened = vi.spyOn(payClient, 'openPay').mockResolvedValue()
    fireEvent.click(screen.getByTestId('portico-pay-retry'))
    expect(opened).toHaveBeenCalledWith(request?.options)
  })

  it('offers no Try again where another try meets the same refusal, and speaks the visitor’s language', async () => {
    await renderPayView(
      <PayResultView />,
      { request: tusdtRequest(), error: 'Invalid recipient address' },
      { translator: await loadTranslator('fr') },
    )
    expect(screen.getByTestId('portico-pay-failure-reason').textContent).toBe(
      'Adresse du destinataire invalide',
    )
    expect(screen.queryByTestId('portico-pay-retry')).toBeNull()
    expect(screen.getByTestId('portico-pay-close').textContent).toBe('Fermer')
  })

  it('says a timeout in words', async () => {
    await renderPayView(<PayResultView />, { request: tusdtRequest(), error: 'Payment timeout' })
    expect(screen.getByTestId('portico-pay-failure-reason').textContent).toBe(
      'The payment timed out',
    )
    expect(screen.getByTestId('portico-pay-retry')).toBeTruthy()
  })
})
