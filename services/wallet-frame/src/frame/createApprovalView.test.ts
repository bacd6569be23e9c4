// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createApprovalView } from './createApprovalView'

const description = {
  title: 'Sign message',
  rows: [{ label: 'Network', value: 'Anvil (31337)' }],
  text: '<img src=x onerror=alert(1)>',
}
const dapp = { name: '<b>Shop</b>', url: 'https://shop.example.com', icon: undefined }
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('createApprovalView', () => {
  it('shows page-provided text as text and resolves with the button pressed', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root)
    const first = view.ask(description, dapp)
    expect(root.querySelector('img')).toBeNull()
    expect(byTestId('portico-frame-approval-text')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    )
    expect(root.textContent).toContain('<b>Shop</b> · https://shop.example.com')
    byTestId('portico-frame-approve')?.click()
    expect(await first).toBe(true)
    expect(root.children).toHaveLength(0)
    const second = view.ask(description, dapp)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(await second).toBe(false)
  })

  it('declines a view left open when a newer request comes', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root)
    const stale = view.ask(description, undefined)
    const fresh = view.ask({ ...description, title: 'Approve transaction' }, undefined)
    expect(await stale).toBe(false)
    expect(root.textContent).toContain('Approve transaction')
    byTestId('portico-frame-decline')?.click()
    expect(await fresh).toBe(false)
  })
})
