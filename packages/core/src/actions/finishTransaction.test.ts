import { describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

describe('finishTransaction', () => {
  it('closes the modal when no transaction flow is pending, even on ApproveTransaction', async () => {
    const { portico } = createTestPortico()
    await portico.open({ view: { view: 'ApproveTransaction' } })
    portico.finishTransaction('success')
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('closes on failure too when the stack is empty', async () => {
    const { portico } = createTestPortico()
    await portico.open({ view: { view: 'ApproveTransaction' } })
    portico.finishTransaction('error')
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('pops the pending flow and runs its success callback, staying open', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    const onSuccess = vi.fn()
    portico.pushTransaction({ onSuccess })
    portico.finishTransaction('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(portico.stores.router.getState().transactionStack).toHaveLength(0)
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('on error pops, runs onError and goes back one view', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    portico.push({ view: 'WalletSend' })
    portico.push({ view: 'WalletSendPreview' })
    const onError = vi.fn()
    portico.pushTransaction({ onError })
    portico.finishTransaction('error')
    expect(onError).toHaveBeenCalledOnce()
    expect(portico.stores.router.getState().view).toEqual({ view: 'WalletSend' })
  })

  it('on cancel pops, runs onCancel and goes back one view', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    portico.push({ view: 'ApproveTransaction' })
    const onCancel = vi.fn()
    portico.pushTransaction({ onCancel })
    portico.finishTransaction('cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
  })
})
