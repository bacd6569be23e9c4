// @vitest-environment jsdom

// AppKit Pay's React example (reown-com/appkit-web-examples, react-wagmi-appkit-pay,
// src/components/AppKitPay.tsx) with only its imports changed: '@reown/appkit-pay/react' and
// '@reown/appkit-pay' become '@portico/appkit/pay/react' and '@portico/appkit/pay', and its
// stylesheet import is left out. The component below is theirs as written (formatted, and
// with lint exemptions for what their code does); this file type-checking is the test that
// their code compiles against ours.
import { baseUSDC } from '@portico/appkit/pay'
import { usePay } from '@portico/appkit/pay/react'
import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import type { FetchLike } from '@portico/core'
import { createTestClient } from '@portico/react/testing'
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createAppKitInstance } from '../createAppKitInstance'
import { setCurrentAppKit } from '../internal/currentAppKit'

export const AppKitPay = () => {
  // biome-ignore lint/suspicious/noExplicitAny: AppKit's example types it so
  const handleSuccess = (data: any) => {
    console.log('Payment successful:', data)
  }

  // biome-ignore lint/suspicious/noExplicitAny: AppKit's example types it so
  const handleError = (error: any) => {
    console.error('Payment error:', error)
  }

  const {
    open: openPay,
    isPending,
    isSuccess,
    data,
    error,
  } = usePay({
    onSuccess: handleSuccess,
    onError: handleError,
  })

  const handlePay = async (amount: number) => {
    // Check docs to Configure a custom paymentAsset
    /// https://docs.reown.com/appkit/react/payments/pay-with-exchange
    const recipientAddress =
      (document.querySelector('input[name="recipientAddress"]') as HTMLInputElement)?.value || ''

    if (!recipientAddress) {
      alert('Please enter a recipient address')
      return
    }
    console.log('recipientAddress:', recipientAddress)

    // open resolves when the modal closes, but onSuccess/onError handle the actual payment result
    await openPay({
      paymentAsset: baseUSDC,
      recipient: recipientAddress,
      amount,
    })
  }

  return (
    <div className="container">
      <div className="card">
        <img src="/donut1.webp" alt="Single Donut" className="donut-image" />
        <div className="content">
          <div className="title">Single Donut</div>
          <p>A delicious glazed donut, perfect for a quick treat.</p>
          <div className="price">$1.00</div>
        </div>
        {/* biome-ignore lint/a11y/useButtonType: AppKit's example has none */}
        <button onClick={() => handlePay(1)}>Pay with Crypto</button>
      </div>
      <div className="card">
        <img src="/donut2.jpg" alt="Single Donut" className="donut-image" />
        <div className="content">
          <div className="title">Box of Donuts</div>
          <p>6 donuts perfect for sharing with friends or colleagues.</p>
          <div className="price">$6.00</div>
        </div>
        {/* biome-ignore lint/a11y/useButtonType: AppKit's example has none */}
        <button onClick={() => handlePay(6)}>Pay with Crypto</button>
      </div>
      <div className="card" style={{ width: '100%' }}>
        <div className="content">
          <div className="title">Destination Address</div>
          <p>Enter the recipient address for your payment.</p>
          <input
            type="text"
            name="recipientAddress"
            placeholder="0x..."
            style={{
              width: '100%',
              padding: '10px',
              border: '1px solid #ccc',
              borderRadius: '5px',
              marginTop: '10px',
            }}
          />
        </div>
      </div>
      {(isSuccess || isPending || error) && (
        <section>
          <h2>Payment Status</h2>
          {isSuccess && <p>Payment successful: {data}</p>}
          {isPending && <p>Payment pending: {data}</p>}
          {error && <p>Payment error: {error}</p>}
        </section>
      )}
    </div>
  )
}

configure({ asyncUtilTimeout: 5_000 })
afterEach(() => {
  cleanup()
  setCurrentAppKit(undefined)
})

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'c'.repeat(64)}`

/** The gateway's Pay routes for one payment that an exchange pays on the second reading. */
function payGateway(): FetchLike {
  let record: Record<string, unknown> | undefined
  let reads = 0
  const json = (body: unknown) => new Response(JSON.stringify(body))
  return async (url, init) => {
    const { pathname } = new URL(url)
    if (pathname === '/v1/pay/payments' && init.method === 'POST') {
      const now = Date.now()
      record = {
        id: `pay_${'a'.repeat(22)}`,
        ...JSON.parse(String(init.body)),
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      }
      return json(record)
    }
    if (pathname === '/v1/pay/exchanges') return json({ exchanges: [], total: 0 })
    if (pathname.endsWith('/exchange')) {
      return json({ url: 'https://exchange.test/pay/s_1', sessionId: 's_1' })
    }
    if (record && pathname === `/v1/pay/payments/${record.id}`) {
      reads++
      return json(reads >= 2 ? { ...record, status: 'SUCCESS', txHash: HASH } : record)
    }
    return new Response('{"code":"NOT_FOUND","message":"Not found"}', { status: 404 })
  }
}

it("AppKit Pay's React example opens Pay for its asset and shows the payment's result", async () => {
  const { client: portico } = createTestClient({
    networks: [DEVNET_CHAINS.devnetA, KNOWN_CHAINS.base],
    apiUrl: 'https://gateway.test',
    projectId: 'demo',
    fetch: payGateway(),
  })
  setCurrentAppKit(createAppKitInstance(portico))
  vi.stubGlobal('open', () => null)
  render(<AppKitPay />)
  fireEvent.change(screen.getByPlaceholderText('0x...'), { target: { value: RECIPIENT } })
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const logError = vi.spyOn(console, 'error').mockImplementation(() => {})
  fireEvent.click(screen.getAllByText('Pay with Crypto')[0] as HTMLElement)
  await waitFor(() => expect(portico.stores.router.getState().view).toEqual({ view: 'Pay' }))
  // AppKit has no flag for Pay: using its functions turns features.pay on.
  expect(portico.stores.options.getState().options.features.pay).toBe(true)
  screen.getByText(/Payment pending/)
  const payClient = await portico.loadPay()
  expect(payClient.store.getState().request).toMatchObject({
    paymentAsset: baseUSDC,
    recipient: RECIPIENT,
    amount: '1',
  })
  await payClient.payWithExchange('sandbox')
  await waitFor(() => screen.getByText(`Payment successful: ${HASH}`), { timeout: 10_000 })
  expect(log).toHaveBeenCalledWith('Payment successful:', HASH)
  expect(logError).not.toHaveBeenCalled()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
