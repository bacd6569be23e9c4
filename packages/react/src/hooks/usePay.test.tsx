// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { PAY_ERROR_CODES, type PayError, type Portico } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context/PorticoContext'
import { createTestClient } from '../testing/createTestClient'
import { usePay } from './usePay'

afterEach(cleanup)

function wrapperFor(client: Portico) {
  return ({ children }: { children: ReactNode }) => (
    <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
  )
}

const paymentAsset = {
  network: DEVNET_CHAINS.devnetA.caipNetworkId,
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const options = {
  paymentAsset,
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '0.01',
}
const hash = `0x${'e'.repeat(64)}`

describe('usePay', () => {
  it('loads nothing of Pay until a payment opens', async () => {
    const { client } = createTestClient({ features: { pay: true } as never })
    const load = vi.spyOn(client, 'loadPay')
    const { result } = renderHook(() => usePay(), { wrapper: wrapperFor(client) })
    expect(result.current).toMatchObject({
      isPending: false,
      isLoading: false,
      isSuccess: false,
      isError: false,
      data: null,
      result: null,
      error: null,
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('follows a payment the modal shows, and calls onSuccess once with its hash', async () => {
    const { client } = createTestClient({ features: { pay: true } as never })
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const { result } = renderHook(() => usePay({ onSuccess, onError }), {
      wrapper: wrapperFor(client),
    })
    const payClient = await client.loadPay()
    act(() => {
      payClient.store.setState({ isPaymentInProgress: true, isLoading: true })
      client.push({ view: 'Pay' })
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    expect(result.current.isLoading).toBe(true)
    act(() => payClient.store.setState({ isLoading: false, walletStep: 'confirming' }))
    expect(result.current).toMatchObject({ isPending: true, isLoading: false })
    act(() => payClient.store.setState({ payResult: hash, isPaymentInProgress: false }))
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      isError: false,
      data: hash,
      error: null,
    })
    act(() => payClient.store.setState({ walletStep: 'idle' }))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onSuccess).toHaveBeenCalledWith(hash)
    expect(onError).not.toHaveBeenCalled()
  })

  it('calls onError with the failure’s reason, and is in error until another payment', async () => {
    const { client } = createTestClient({ features: { pay: true } as never })
    const onError = vi.fn()
    const { result } = renderHook(() => usePay({ onError }), { wrapper: wrapperFor(client) })
    const payClient = await client.loadPay()
    act(() => {
      payClient.store.setState({ isPaymentInProgress: true })
      client.push({ view: 'PayResult' })
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    act(() => payClient.store.setState({ error: 'Transfer reverted' }))
    expect(result.current).toMatchObject({
      isError: true,
      isSuccess: false,
      error: 'Transfer reverted',
    })
    expect(onError).toHaveBeenCalledExactlyOnceWith('Transfer reverted')
  })

  it('pay() resolves how the payment ended, and reports a cancel through onError', async () => {
    const { client } = createTestClient({ features: { pay: true } as never })
    const payClient = await client.loadPay()
    vi.spyOn(payClient, 'pay').mockResolvedValue({ success: false, error: 'Payment cancelled' })
    const onError = vi.fn()
    const { result } = renderHook(() => usePay({ onError }), { wrapper: wrapperFor(client) })
    let ended: unknown
    await act(async () => {
      ended = await result.current.pay(options, 1000)
    })
    expect(payClient.pay).toHaveBeenCalledWith(options, 1000)
    expect(ended).toEqual({ success: false, error: 'Payment cancelled' })
    expect(result.current).toMatchObject({
      result: { success: false, error: 'Payment cancelled' },
      isError: true,
      error: 'Payment cancelled',
      data: null,
    })
    expect(onError).toHaveBeenCalledExactlyOnceWith('Payment cancelled')
  })

  it('open() rejects with PayError when features.pay is off, loading nothing', async () => {
    const { client } = createTestClient()
    const { result } = renderHook(() => usePay(), { wrapper: wrapperFor(client) })
    const error = (await result.current.open(options).catch((e: unknown) => e)) as PayError
    expect(error.code).toBe(PAY_ERROR_CODES.PAY_DISABLED)
  })
})
