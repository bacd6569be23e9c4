import { RequestAbortedError } from '@portico/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import type { SiwxConfig } from '../types/SiwxConfig'

// A connected wallet that holds every request until the test answers, and the modal open.
async function openWithWalletHolding() {
  const test = createTestPortico()
  await test.portico.connect({ connectorId: 'injected' })
  test.fake.holdRequests = true
  await test.portico.open()
  return test
}

describe('closeModal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes and emits MODAL_CLOSE', async () => {
    const { portico, events } = createTestPortico()
    await portico.open()
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('is refused on ApproveTransaction (the modal shakes) unless forced', async () => {
    const { portico } = createTestPortico()
    await portico.open({ view: { view: 'ApproveTransaction' } })
    portico.close()
    expect(portico.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(portico.stores.modal.getState().shake).toBe(false)
    portico.close({ force: true })
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('is refused on SIWXSignMessage while SIWX is required and there is no session', async () => {
    const siwx = { getRequired: () => true } as unknown as SiwxConfig
    const { portico } = createTestPortico({ siwx })
    await portico.open({ view: { view: 'SIWXSignMessage' } })
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('with no pending transaction, aborts unsafe requests in flight', async () => {
    const { portico, fake } = await openWithWalletHolding()
    const signing = portico.request({ method: 'personal_sign', params: ['0x00', fake.address] })
    portico.close()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    // Closed before the request's code had run: the wallet was never asked.
    expect(fake.calls.some((call) => call.method === 'personal_sign')).toBe(false)
  })

  it('aborts an unsafe request that already reached the wallet', async () => {
    const { portico, fake } = await openWithWalletHolding()
    const signing = portico.request({ method: 'personal_sign', params: ['0x00', fake.address] })
    await vi.waitFor(() => expect(fake.heldRequests).toHaveLength(1))
    portico.close()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('with a pending transaction, leaves unsafe requests alone', async () => {
    const { portico, fake } = await openWithWalletHolding()
    portico.pushTransaction({})
    const signing = portico.request({ method: 'personal_sign', params: ['0x00', fake.address] })
    portico.close()
    // The request reaches the wallet once the deferred actions have loaded.
    await vi.waitFor(() => expect(fake.heldRequests).toHaveLength(1))
    fake.heldRequests[0]?.('0xsig')
    await expect(signing).resolves.toBe('0xsig')
  })

  it('does not abort safe requests', async () => {
    const { portico, fake } = await openWithWalletHolding()
    const reading = portico.request({ method: 'eth_chainId' })
    portico.close()
    await vi.waitFor(() => expect(fake.heldRequests).toHaveLength(1))
    fake.heldRequests[0]?.('0x1')
    await expect(reading).resolves.toBe('0x1')
  })

  it('in embedded mode resets to Connect, or Account when connected', async () => {
    const { portico } = createTestPortico({ enableEmbedded: true })
    await portico.open()
    portico.push({ view: 'AllWallets' })
    portico.close()
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Connect' }])
    await portico.connect({ connectorId: 'injected' })
    await portico.open()
    portico.push({ view: 'Networks' })
    portico.close()
    expect(portico.stores.router.getState().history).toEqual([{ view: 'Account' }])
  })
})
