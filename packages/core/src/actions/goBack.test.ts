import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

describe('goBack', () => {
  it('pops to the previous view', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    portico.push({ view: 'AllWallets' })
    portico.goBack()
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('closes the modal with a single entry', async () => {
    const { portico } = createTestPortico()
    await portico.open()
    portico.goBack()
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('closes the modal when UnsupportedChain is in the history', async () => {
    const { portico } = createTestPortico()
    await portico.open({ view: { view: 'UnsupportedChain' } })
    portico.push({ view: 'Networks' })
    portico.goBack()
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
