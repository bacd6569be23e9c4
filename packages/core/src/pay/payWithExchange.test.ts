import { describe, expect, it } from 'vitest'
import { baseETH } from './payAssets'
import { payShown, RECIPIENT, usePayClients } from './testing/usePayClients'

const setup = usePayClients()

describe('paying from an exchange', () => {
  it('from an exchange: its page, then the record until SUCCESS', async () => {
    const { client, gateway, portico } = setup()
    gateway.onRead = (_r, reads) =>
      reads === 2 ? { txHash: `0x${'c'.repeat(64)}` } : reads >= 3 ? { status: 'SUCCESS' } : {}
    const { result } = await payShown({ client, portico })
    await client.payWithExchange('sandbox')
    const id = client.store.getState().request?.paymentId
    expect(gateway.bodies.at(-1)).toEqual({ exchangeId: 'sandbox' })
    expect(portico.stores.router.getState().view).toEqual({ view: 'PayExchange' })
    expect(client.store.getState()).toMatchObject({
      exchangeUrl: `https://exchange.test/pay/s_${id}`,
      currentPayment: { type: 'exchange', exchangeId: 'sandbox', sessionId: `s_${id}` },
    })
    expect(await result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: true,
      result: `0x${'c'.repeat(64)}`,
    })
  })

  it("hands the exchange the site's redirectUrl.success to lead back to", async () => {
    const { client, gateway } = setup()
    await client.openPay({
      paymentAsset: baseETH,
      recipient: RECIPIENT,
      amount: '0.01',
      redirectUrl: {
        success: 'https://shop.example/paid?order=42',
        failure: 'https://shop.example/',
      },
    })
    await client.payWithExchange('sandbox')
    expect(gateway.bodies.at(-1)).toEqual({
      exchangeId: 'sandbox',
      returnUrl: 'https://shop.example/paid?order=42',
    })
  })
})
