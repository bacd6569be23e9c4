// @vitest-environment jsdom
import { PAY_ERROR_MESSAGES } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPayView, tusdtRequest } from '../testing/renderPayView'
import PayExchangeView from './PayExchangeView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const exchanges = [
  { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'http://gateway.test/sandbox.svg' },
]
const following = {
  request: tusdtRequest(),
  exchanges,
  currentPayment: {
    type: 'exchange' as const,
    exchangeId: 'sandbox',
    status: 'IN_PROGRESS' as const,
  },
  exchangeUrl: 'http://exchange.test/pay/s_1',
  isPaymentInProgress: true,
}

describe('PayExchangeView', () => {
  it('asks to complete the payment in the exchange, and follows its status as it moves', async () => {
    const { payClient } = await renderPayView(<PayExchangeView />, following)
    expect(screen.getByTestId('portico-pay-exchange-heading').textContent).toBe(
      'Complete the payment in Sandbox Exchange',
    )
    expect(screen.getByTestId('portico-pay-exchange-amount').textContent).toBe('12.5 tUSDT')
    const status = screen.getByTestId('portico-pay-exchange-status')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.textContent).toBe('Waiting for you to pay in the Sandbox Exchange window')
    act(() =>
      payClient.store.setState({
        payment: {
          id: 'pay_AAAAAAAAAAAAAAAAAAAAAA',
          network: 'eip155:31337',
          asset: 'native',
          amount: '12.5',
          recipient: '0x',
          status: 'IN_PROGRESS',
          txHash: `0x${'b'.repeat(64)}`,
          createdAt: 0,
          updatedAt: 0,
        },
      }),
    )
    expect(status.textContent).toBe('Sandbox Exchange sent the payment. Confirming on chain')
    expect(status.dataset.status).toBe('sent')
    // Nothing left to do on the exchange's page once it sent.
    expect(screen.queryByTestId('portico-pay-exchange-reopen')).toBeNull()
  })

  it('opens the exchange again when its pop-up was blocked or closed', async () => {
    await renderPayView(<PayExchangeView />, following)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const reopen = screen.getByTestId('portico-pay-exchange-reopen')
    expect(reopen.textContent).toBe('Open Sandbox Exchange again')
    fireEvent.click(reopen)
    expect(open).toHaveBeenCalledWith('http://exchange.test/pay/s_1', '_blank')
  })

  it('cancels the payment and closes the modal', async () => {
    const { client, payClient } = await renderPayView(<PayExchangeView />, following)
    const cancel = vi.spyOn(payClient, 'cancel')
    const close = vi.spyOn(client, 'close')
    fireEvent.click(screen.getByTestId('portico-pay-cancel'))
    expect(cancel).toHaveBeenCalledOnce()
    expect(close).toHaveBeenCalledWith({ force: true })
  })

  it('says why the exchange payment failed', async () => {
    await renderPayView(<PayExchangeView />, {
      ...following,
      error: PAY_ERROR_MESSAGES.UNABLE_TO_GET_PAY_URL,
    })
    expect(screen.getByTestId('portico-pay-exchange-status').textContent).toBe(
      'Could not open the exchange',
    )
  })
})
