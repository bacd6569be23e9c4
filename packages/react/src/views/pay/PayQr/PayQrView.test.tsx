// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPayView, TUSDT, tusdtRequest } from '../testing/renderPayView'
import PayQrView from './PayQrView'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const uri = `ethereum:${TUSDT}@31337/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=12500000`

describe('PayQrView', () => {
  it('holds the place of the code until the link is ready, then draws it', async () => {
    const { payClient } = await renderPayView(<PayQrView />, {
      request: tusdtRequest(),
      currentPayment: { type: 'qr' },
    })
    expect(screen.getByRole('img', { name: 'Preparing the QR code' })).toBeTruthy()
    expect(screen.getByTestId('portico-pay-qr-copy').hasAttribute('disabled')).toBe(true)
    act(() => payClient.store.setState({ qrUri: uri }))
    expect(screen.getByTestId('portico-pay-qr-code').dataset.uri).toBe(uri)
    expect(
      screen.getByRole('img', { name: 'QR code to pay 12.5 tUSDT to 0x70…dc79C8' }),
    ).toBeTruthy()
    expect(screen.getByText('Scan to pay 12.5 tUSDT')).toBeTruthy()
    expect(screen.getByTestId('portico-pay-qr-status').textContent).toBe('Waiting for the payment')
  })

  it('copies the payment link and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { client } = await renderPayView(<PayQrView />, { request: tusdtRequest(), qrUri: uri })
    await act(async () => fireEvent.click(screen.getByTestId('portico-pay-qr-copy')))
    expect(writeText).toHaveBeenCalledWith(uri)
    expect(client.stores.toast.getState().message).toBe('Payment link copied')
  })

  it('says when the payment is seen on chain', async () => {
    const { payClient } = await renderPayView(<PayQrView />, {
      request: tusdtRequest(),
      qrUri: uri,
    })
    act(() =>
      payClient.store.setState({ currentPayment: { type: 'qr', result: `0x${'c'.repeat(64)}` } }),
    )
    expect(screen.getByTestId('portico-pay-qr-status').textContent).toBe('Confirming on chain')
  })

  it('leads with the wallet app on a phone, which cannot scan its own screen', async () => {
    await renderPayView(<PayQrView />, { request: tusdtRequest(), qrUri: uri }, { mobile: true })
    expect(screen.getByTestId('portico-pay-qr-open').getAttribute('href')).toBe(uri)
    expect(screen.getByText('Pay 12.5 tUSDT')).toBeTruthy()
    expect(
      screen.getByText('Open the payment in a wallet app on this phone, or copy the link.'),
    ).toBeTruthy()
  })
})
