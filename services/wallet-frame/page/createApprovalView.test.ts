// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { approvalNotes } from './approvalNotes'
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
    const view = createApprovalView(document, root, { guardMs: 10 })
    const first = view.ask(description, dapp)
    expect(root.querySelector('img')).toBeNull()
    expect(byTestId('portico-frame-approval-text')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    )
    expect(root.textContent).toContain('<b>Shop</b> · https://shop.example.com')
    byTestId('portico-frame-approve')?.click()
    expect(root.children).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    byTestId('portico-frame-approve')?.click()
    expect(await first).toBe(true)
    expect(root.children).toHaveLength(0)
    const second = view.ask(description, dapp)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(await second).toBe(false)
  })

  it("keeps a title the modal's header already says for screen readers only, and shows one that says more", async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 0 })
    const titleOf = () => root.querySelector('#pf-approval-title')
    const signing = view.ask(description, undefined)
    expect(titleOf()?.textContent).toBe('Sign message')
    expect(titleOf()?.classList.contains('pf-said')).toBe(true)
    byTestId('portico-frame-decline')?.click()
    await signing
    const granting = view.ask({ ...description, title: 'Grant permissions' }, undefined)
    expect(titleOf()?.textContent).toBe('Grant permissions')
    expect(titleOf()?.classList.contains('pf-said')).toBe(false)
    byTestId('portico-frame-decline')?.click()
    await granting
  })

  it('shows an upgrade as a plain line above the details, not as a warning', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 0 })
    const line = approvalNotes.upgradeAccount('Devnet A')
    const asking = view.ask({ ...description, title: 'Approve transaction', notes: [line] }, dapp)
    const note = byTestId('portico-frame-approval-note')
    expect(note?.textContent).toBe('Upgrade your account to a smart account on Devnet A')
    expect(note?.getAttribute('role')).toBeNull()
    expect(byTestId('portico-frame-approval-warning')).toBeNull()
    byTestId('portico-frame-decline')?.click()
    expect(await asking).toBe(false)
  })

  it('queues a newer request behind the open one and answers both in order', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 0 })
    const first = view.ask(description, undefined)
    const second = view.ask({ ...description, title: 'Approve transaction' }, undefined)
    let firstAnswer: boolean | undefined
    void first.then((answer) => {
      firstAnswer = answer
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(firstAnswer).toBeUndefined()
    expect(root.textContent).toContain('Sign message')
    expect(byTestId('portico-frame-approval-waiting')?.textContent).toBe('1 more request waiting')
    byTestId('portico-frame-approve')?.click()
    expect(await first).toBe(true)
    expect(root.textContent).toContain('Approve transaction')
    await new Promise((resolve) => setTimeout(resolve, 10))
    byTestId('portico-frame-decline')?.click()
    expect(await second).toBe(false)
    expect(root.children).toHaveLength(0)
  })

  it('ignores Approve until the guard time after new content has passed', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 200 })
    const answer = view.ask(description, undefined)
    const approve = byTestId('portico-frame-approve') as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    approve.disabled = false
    approve.click()
    expect(root.children).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(approve.disabled).toBe(false)
    approve.click()
    expect(await answer).toBe(true)
  })

  it('refuses requests beyond the queue limit', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { maxQueued: 1 })
    void view.ask(description, undefined)
    void view.ask(description, undefined)
    expect(await view.ask(description, undefined)).toBe(false)
  })

  it('withdraws a request whose signal aborts: the open one closes, a waiting one leaves the queue', async () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 0 })
    const onA = new AbortController()
    const first = view.ask(description, undefined, onA.signal)
    const second = view.ask({ ...description, title: 'Approve transaction' }, undefined, onA.signal)
    const third = view.ask({ ...description, title: 'Approve calls' }, undefined)
    expect(byTestId('portico-frame-approval-waiting')?.textContent).toBe('2 more requests waiting')
    onA.abort()
    expect(await first).toBe(false)
    expect(await second).toBe(false)
    expect(root.textContent).toContain('Approve calls')
    expect(root.textContent).not.toContain('Sign message')
    expect(byTestId('portico-frame-approval-waiting')?.hidden).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    byTestId('portico-frame-approve')?.click()
    expect(await third).toBe(true)
    expect(root.children).toHaveLength(0)
    expect(await view.ask(description, undefined, onA.signal)).toBe(false)
    expect(root.children).toHaveLength(0)
  })

  it('puts the sentence first and the raw call data collapsed below the details', () => {
    const root = document.createElement('div')
    document.body.replaceChildren(root)
    const view = createApprovalView(document, root, { guardMs: 0 })
    void view.ask(
      {
        title: 'Approve transaction',
        summary: 'Swap 0.003 ETH for at least 7.14 PTT',
        rows: [{ label: 'Action', value: 'Swap tokens' }],
        warnings: ['A warning'],
        rawData: [{ label: 'Call data · 4 bytes', data: '0x7ff36ab5' }],
      },
      undefined,
    )
    const body = root.querySelector('.pf-body')
    expect([...(body?.children ?? [])].map((child) => child.className)).toEqual([
      'pf-summary',
      'pf-warning',
      'pf-rows',
      'pf-raw',
    ])
    expect(byTestId('portico-frame-approval-summary')?.textContent).toBe(
      'Swap 0.003 ETH for at least 7.14 PTT',
    )
    const raw = byTestId('portico-frame-approval-data') as HTMLDetailsElement
    expect(raw.open).toBe(false)
    expect(raw.querySelector('summary')?.textContent).toBe('Call data · 4 bytes')
    expect(raw.querySelector('pre')?.textContent).toBe('0x7ff36ab5')
  })
})
