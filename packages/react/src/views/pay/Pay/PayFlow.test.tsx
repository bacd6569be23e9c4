// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import type { PaymentResult } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useContext } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { useStoreValue } from '../../../hooks/clientHooks'
import { type UsePayOptions, type UsePayReturn, usePay } from '../../../hooks/usePay'
import { createTestClient } from '../../../testing/createTestClient'
import { renderWithClient } from '../../../testing/renderWithClient'
import { createApiTestClient } from '../../Account/tabs/testing/createApiTestClient'
import PayResultView from '../PayResult/PayResultView'
import { RECIPIENT } from '../testing/renderPayView'
import PayView from './PayView'

afterEach(cleanup)

const network = DEVNET_CHAINS.devnetA.caipNetworkId
const id = 'pay_BBBBBBBBBBBBBBBBBBBBBB'
const record = {
  id,
  network,
  asset: 'native',
  amount: '0.01',
  recipient: RECIPIENT.toLowerCase(),
  status: 'PENDING',
  createdAt: 1,
  updatedAt: 1,
}
const routes: Record<string, unknown> = {
  '/v1/pay/payments': record,
  [`/v1/pay/payments/${id}`]: record,
  '/v1/pay/exchanges': {
    exchanges: [{ id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'http://gateway.test/x.svg' }],
    total: 1,
  },
}
const options = {
  paymentAsset: {
    network,
    asset: 'native',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  recipient: RECIPIENT,
  amount: 0.01,
}

/** A site's page: the hook, and the Pay view the modal would show (PayResult once it ends). */
function PayPage({
  options,
  onHook,
}: {
  options: UsePayOptions
  onHook: (hook: UsePayReturn) => void
}) {
  onHook(usePay(options))
  const client = useContext(PorticoContext)
  const view = useStoreValue(client?.stores.router ?? NO_ROUTER, (s) => s.view.view)
  return view === 'PayResult' ? <PayResultView /> : <PayView />
}

const NO_ROUTER = { getState: () => ({ view: { view: 'Pay' } }), subscribe: () => () => {} }

describe('Pay, from usePay to the view, over the real pay client', () => {
  it('opens the payment the gateway recorded, lists its exchanges, and a close resolves as cancelled', async () => {
    const { client, requests } = createApiTestClient(routes, { features: { pay: true } })
    const onError = vi.fn()
    let hook: UsePayReturn | undefined
    renderWithClient(<PayPage options={{ onError }} onHook={(h) => (hook = h)} />, client)
    let ended: Promise<PaymentResult> | undefined
    act(() => {
      ended = hook?.pay(options)
    })
    await waitFor(
      () => expect(screen.getByTestId('portico-pay-amount').textContent).toMatch(/0\.01 ETH$/),
      {
        timeout: 20_000,
      },
    )
    await waitFor(() => expect(screen.getByTestId('portico-pay-exchange-sandbox')).toBeTruthy())
    expect(client.stores.router.getState().view).toEqual({ view: 'Pay' })
    expect(hook?.isPending).toBe(true)
    expect(requests.some((url) => url.pathname === '/v1/pay/payments')).toBe(true)
    act(() => client.close({ force: true }))
    await act(async () => {
      expect(await ended).toEqual({ success: false, error: 'Payment cancelled', paymentId: id })
    })
    expect(onError).toHaveBeenCalledExactlyOnceWith('Payment cancelled')
    expect(hook).toMatchObject({ isPending: false, isError: true, error: 'Payment cancelled' })
  })
})

describe('Pay from the wallet, over the real pay client', () => {
  it('sends from the connected wallet, follows the record to SUCCESS and shows the result', async () => {
    const hash = `0x${'a'.repeat(64)}`
    let attached = false
    const { client, wallet } = createTestClient({
      projectId: 'test',
      apiUrl: 'http://gateway.test',
      features: { pay: true } as never,
      fetch: async (url: string, init?: RequestInit) => {
        const path = new URL(url).pathname
        if (path === '/v1/supported-chains')
          return Response.json({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
        if (path === `/v1/pay/payments/${id}/transaction`) {
          attached = true
          return Response.json({ ...record, status: 'IN_PROGRESS', method: 'wallet', txHash: hash })
        }
        if (path === `/v1/pay/payments/${id}`)
          return Response.json(
            attached ? { ...record, status: 'SUCCESS', method: 'wallet', txHash: hash } : record,
          )
        if (path === '/v1/pay/payments' && init?.method === 'POST')
          return Response.json(record, { status: 201 })
        const body = routes[path]
        return body ? Response.json(body) : Response.json({ message: 'not found' }, { status: 404 })
      },
    } as never)
    await client.init()
    await client.connect({ connectorId: wallet.connector.id })
    const onSuccess = vi.fn()
    let hook: UsePayReturn | undefined
    renderWithClient(<PayPage options={{ onSuccess }} onHook={(h) => (hook = h)} />, client)
    let ended: Promise<PaymentResult> | undefined
    act(() => {
      ended = hook?.pay(options)
    })
    const confirm = await screen.findByTestId('portico-pay-wallet-confirm', undefined, {
      timeout: 20_000,
    })
    expect(confirm.textContent).toBe('Pay 0.01 ETH')
    fireEvent.click(confirm)
    await waitFor(
      () =>
        expect(screen.getByTestId('portico-pay-success-summary').textContent).toBe(
          'Paid 0.01 ETH to 0x70…dc79C8',
        ),
      { timeout: 8000 },
    )
    await act(async () => {
      expect(await ended).toEqual({ success: true, result: hash, paymentId: id })
    })
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(hash)
    expect(hook).toMatchObject({ isSuccess: true, data: hash, isPending: false })
  }, 15_000)
})
