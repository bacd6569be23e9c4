import { describe, expect, it } from 'vitest'
import { baseETH } from './payAssets'
import { payShown, RECIPIENT, until, usePayClients } from './testing/usePayClients'

const setup = usePayClients()

describe('paying by QR', () => {
  it('by QR: the URI, then the record until FAILED with its reason', async () => {
    const { client, gateway, portico } = setup()
    gateway.onRead = (_r, reads) =>
      reads >= 2 ? { status: 'FAILED', failureReason: 'The amount paid is short' } : {}
    const { result } = await payShown({ client, portico })
    await client.startQr()
    expect(client.store.getState().qrUri).toBe(`ethereum:${RECIPIENT}@8453?value=1`)
    expect(portico.stores.router.getState().view).toEqual({ view: 'PayQr' })
    expect(await result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'The amount paid is short',
    })
    expect(portico.stores.router.getState().view).toEqual({ view: 'PayResult' })
  })

  it('stops reading the record once cancelled', async () => {
    const { client, gateway } = setup()
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    await client.startQr()
    await until(() => gateway.calls.filter((c) => c.startsWith('GET /v1/pay/payments/')).length > 1)
    client.cancel()
    const reads = gateway.calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(gateway.calls.length).toBe(reads)
  })
  it('makes a new record when the gateway closed the first one to another way of paying', async () => {
    const { client, gateway } = setup()
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    const first = client.store.getState().request?.paymentId
    gateway.refuseNext.set(`/v1/pay/payments/${first}/qr`, {
      status: 409,
      body: {
        code: 'PAYMENT_CLOSED',
        message: 'This payment already has its transaction or is over',
      },
    })
    await client.startQr()
    const second = client.store.getState().request?.paymentId
    expect(second).not.toBe(first)
    expect(gateway.calls).toContain(`POST /v1/pay/payments/${second}/qr`)
    expect(client.store.getState().qrUri).toBeDefined()
  })
})
