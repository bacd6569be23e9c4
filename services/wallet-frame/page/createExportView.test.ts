// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createExportView } from './createExportView'

const OWNER = '0x78247ADA1EFfcf473494925464a42BA8401E6ea6'
const SMART = '0x3E43F2bd0dD0e4f5B4F2F4d04C7D3E0A1b3e7e96'
const KEY = `0x${'7421e47f'.repeat(8)}`
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** jsdom has no clipboard: one that keeps what was written, or refuses as a denied frame is. */
function useClipboard(refuse = false) {
  const written: string[] = []
  const writeText = (text: string) => {
    if (refuse) return Promise.reject(new DOMException('Write permission denied.'))
    written.push(text)
    return Promise.resolve()
  }
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return written
}

async function showKey(account: { address: string; smartAccount?: string }) {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const shown = createExportView(document, root, 0).show(account, async () => KEY)
  await new Promise((resolve) => setTimeout(resolve, 5))
  byTestId('portico-frame-export-show')?.click()
  await tick()
  // Wrapped: an async function returning the promise would wait for it.
  return { shown }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('createExportView', () => {
  it('names the key by the smart account it owns, and says which address it opens elsewhere', async () => {
    useClipboard()
    const { shown } = await showKey({ address: OWNER, smartAccount: SMART })
    expect(byTestId('portico-frame-export-account')?.textContent).toBe(
      'Owner key of smart account 0x3E…3e7e96',
    )
    expect(byTestId('portico-frame-export-owner')?.textContent).toBe(
      'In another wallet this key opens its own address, 0x78…1E6ea6, not the smart account.',
    )
    byTestId('portico-frame-export-done')?.click()
    await shown
  })

  it('names a plain account’s key by its address alone', async () => {
    useClipboard()
    const { shown } = await showKey({ address: OWNER })
    expect(byTestId('portico-frame-export-account')?.textContent).toBe('Key of account 0x78…1E6ea6')
    expect(byTestId('portico-frame-export-owner')).toBeNull()
    byTestId('portico-frame-export-done')?.click()
    await shown
  })

  it('copies the key from the frame and says so, then offers to copy again', async () => {
    const written = useClipboard()
    const { shown } = await showKey({ address: OWNER, smartAccount: SMART })
    const copy = byTestId('portico-frame-export-copy')
    expect(copy?.textContent).toBe('Copy key')
    copy?.click()
    await tick()
    expect(written).toEqual([KEY])
    expect(copy?.textContent).toBe('Copied')
    expect(byTestId('portico-frame-export-status')?.textContent).toBe('Key copied')
    byTestId('portico-frame-export-done')?.click()
    await shown
    expect(document.body.textContent).not.toContain(KEY)
  })

  it('selects the key for the keyboard when the clipboard refuses', async () => {
    useClipboard(true)
    const { shown } = await showKey({ address: OWNER })
    byTestId('portico-frame-export-copy')?.click()
    await tick()
    expect(byTestId('portico-frame-export-copy')?.textContent).toBe('Copy key')
    expect(byTestId('portico-frame-export-status')?.textContent).toBe(
      'Could not copy. The key is selected: copy it yourself.',
    )
    expect(document.getSelection()?.toString()).toBe(KEY)
    byTestId('portico-frame-export-done')?.click()
    await shown
  })
})
