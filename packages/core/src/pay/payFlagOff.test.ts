import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { getExchanges } from './getExchanges'
import { openPay } from './openPay'
import { pay } from './pay'
import { baseETH } from './payAssets'
import { subscribePayState } from './subscribePayState'

// Observers only: each factory notes that its module was imported and hands back the real one.
const imported = vi.hoisted(() => new Set<string>())
vi.mock('./createPayClient', async (original) => {
  imported.add('pay chunk')
  return original()
})
vi.mock('../client/startedParts', async (original) => {
  imported.add('started parts')
  return original()
})

describe('features.pay off', () => {
  it('loads nothing of Pay, nor the started client, and says why the calls fail', async () => {
    const { portico } = createTestPortico({ features: { pay: false } })
    const options = { paymentAsset: baseETH, recipient: baseETH.asset, amount: 1 }
    await expect(pay(portico, options)).rejects.toMatchObject({ code: 'PAY_DISABLED' })
    await expect(openPay(portico, options)).rejects.toMatchObject({ code: 'PAY_DISABLED' })
    const stop = subscribePayState(portico, 'payResult', () => {})
    stop()
    expect(getExchanges(portico)).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imported).toEqual(new Set())
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('on, the Pay chunk loads only when Pay is first used', async () => {
    const { portico } = createTestPortico({ features: { pay: true } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imported.has('pay chunk')).toBe(false)
    await portico.loadPay()
    expect(imported.has('pay chunk')).toBe(true)
  })
})
