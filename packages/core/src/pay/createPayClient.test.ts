import { describe, expect, it } from 'vitest'
import { getIsPaymentInProgress } from './getIsPaymentInProgress'
import { getPayError } from './getPayError'
import { openPay } from './openPay'
import { PayError } from './PayError'
import { pay } from './pay'
import { baseETH, baseUSDC } from './payAssets'
import { payShown, RECIPIENT, until, usePayClients } from './testing/usePayClients'

const setup = usePayClients()

describe('pay() and openPay()', () => {
  it('refuse bad options before anything shows: no record, the modal closed', async () => {
    const { client, gateway, portico } = setup()
    await expect(
      client.pay({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 0 }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    expect(gateway.calls).toEqual([])
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(client.store.getState().isPaymentInProgress).toBe(false)
  })

  it('make the payment record and show the Pay view with the exchanges for the asset', async () => {
    const { client, gateway, portico, events } = setup()
    await client.openPay({
      paymentAsset: baseETH,
      recipient: RECIPIENT,
      amount: 0.01,
      payWithExchange: { exclude: ['other'] },
    })
    expect(gateway.bodies[0]).toEqual({
      network: 'eip155:8453',
      asset: 'native',
      amount: '0.01',
      recipient: RECIPIENT,
    })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'Pay' })
    const state = client.store.getState()
    expect(state.request).toMatchObject({ amount: '0.01', paymentId: state.payment?.id })
    expect(state.isPaymentInProgress).toBe(true)
    await until(() => !client.store.getState().isLoading)
    expect(client.store.getState().exchanges.map((e) => e.id)).toEqual(['sandbox'])
    expect(gateway.calls).toContain('GET /v1/pay/exchanges')
    expect(events).toContain('PAY_MODAL_OPEN')
  })

  it('refuse a timeout of 0 or less as AppKit does', async () => {
    const { client, gateway } = setup()
    await expect(
      client.pay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: 1 }, 0),
    ).rejects.toMatchObject({
      code: 'INVALID_PAYMENT_CONFIG',
      details: 'Timeout must be greater than 0',
    })
    expect(gateway.calls).toEqual([])
  })

  it('take one payment at a time', async () => {
    const { client } = setup()
    const options = { paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' }
    const first = client.pay(options)
    await expect(client.openPay(options)).rejects.toMatchObject({ code: 'PAYMENT_IN_PROGRESS' })
    await until(() => client.store.getState().request !== undefined)
    await expect(client.pay(options)).rejects.toBeInstanceOf(PayError)
    client.cancel()
    expect(await first).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment cancelled',
    })
    await client.openPay(options)
    expect(client.store.getState().isPaymentInProgress).toBe(true)
  })

  it('resolve cancelled when the visitor closes the modal', async () => {
    const { client, portico } = setup()
    const { result } = await payShown({ client, portico })
    portico.close()
    expect(await result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment cancelled',
    })
    expect(client.store.getState()).toMatchObject({
      isPaymentInProgress: false,
      error: 'Payment cancelled',
    })
  })

  it('show nothing when cancelled while the record is being made', async () => {
    const { client, gateway, portico } = setup()
    let answer = () => {}
    gateway.beforeAnswer = (call) =>
      call === 'POST /v1/pay/payments'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve()
    const result = client.pay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    await until(() => gateway.calls.includes('POST /v1/pay/payments'))
    client.cancel()
    answer()
    expect(await result).toEqual({ success: false, error: 'Payment cancelled' })
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(client.store.getState().request).toBeUndefined()
  })

  it('resolve a timeout after timeoutMs and show it', async () => {
    const { client, portico, events } = setup()
    const result = await client.pay(
      { paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' },
      30,
    )
    expect(result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment timeout',
    })
    expect(portico.stores.router.getState().view).toEqual({ view: 'PayResult' })
    expect(client.store.getState().isPaymentInProgress).toBe(false)
    expect(events).toContain('PAY_ERROR')
  })

  it("map the gateway's refusal of the record to AppKit's code", async () => {
    const { client, gateway } = setup()
    gateway.refuseNext.set('/v1/pay/payments', {
      status: 400,
      body: { code: 'INVALID_ASSET', message: 'Invalid asset specified' },
    })
    await expect(
      client.openPay({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 1 }),
    ).rejects.toMatchObject({ code: 'INVALID_ASSET' })
    expect(client.store.getState().isPaymentInProgress).toBe(false)
  })

  it("refuse a token whose metadata's decimals are not the chain's, before anything shows", async () => {
    const { client, gateway, portico } = setup()
    // The gateway read the token's decimals on chain: 18, where the site's metadata says 6. Sent
    // as is, 1 "USDC" would move a millionth of a millionth of what the site meant.
    gateway.refuseNext.set('/v1/pay/payments', {
      status: 200,
      body: {
        id: `pay_${'d'.repeat(22)}`,
        network: baseUSDC.network,
        asset: baseUSDC.asset.toLowerCase(),
        amount: '1',
        decimals: 18,
        recipient: RECIPIENT,
        status: 'PENDING',
        createdAt: 1,
        updatedAt: 1,
      },
    })
    const paying = client.pay({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 1 })
    await expect(paying).rejects.toMatchObject({ code: 'INVALID_ASSET' })
    await expect(paying).rejects.toThrow(/has 18 decimals on eip155:8453, not 6/)
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(client.store.getState().isPaymentInProgress).toBe(false)
    expect(client.store.getState().error).toBe('Invalid asset specified')
  })
})

describe('the functions for every framework', () => {
  it('reject PAY_DISABLED with features.pay off', async () => {
    const { portico } = setup({ pay: false })
    const options = { paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' }
    await expect(pay(portico, options)).rejects.toMatchObject({
      code: 'PAY_DISABLED',
      shortMessage: 'Pay is not enabled: set features.pay to true in createPortico',
    })
    await expect(openPay(portico, options)).rejects.toBeInstanceOf(PayError)
    await expect(portico.loadPay()).rejects.toMatchObject({ code: 'PAY_DISABLED' })
  })

  it('read the loaded client of the instance', async () => {
    const { portico } = setup()
    expect(getIsPaymentInProgress(portico)).toBe(false)
    const result = pay(portico, { paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' }, 20)
    await until(() => getIsPaymentInProgress(portico))
    expect(await result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment timeout',
    })
    expect(getPayError(portico)).toBe('Payment timeout')
    expect(getIsPaymentInProgress(portico)).toBe(false)
  })
})
