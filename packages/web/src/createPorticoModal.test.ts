// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createPorticoModal } from './createPorticoModal'

// One page, one set of elements: the whole file shares the client the first call made.
const warn = vi.fn()
const portico = createPorticoModal({
  networks: [DEVNET_CHAINS.devnetA],
  adapters: [],
  storage: null,
  // Nothing answers here: the project checks fail fast without leaving the machine.
  apiUrl: 'http://127.0.0.1:9',
  logger: { warn, error: () => {} },
})
afterAll(() => portico.destroy())

/** The button a Portico element rendered, inside the kit's shadow root. */
const buttonIn = (element: Element) =>
  element.querySelector('portico-kit')?.shadowRoot?.querySelector('button') ?? null

async function added(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const element = holder.firstElementChild as HTMLElement
  document.body.append(element)
  await vi.waitFor(() => expect(buttonIn(element)).not.toBeNull(), { timeout: 5000 })
  return element
}

describe('createPorticoModal', () => {
  it('defines the three elements and mounts the modal root', async () => {
    for (const name of ['portico-button', 'portico-network-button', 'portico-account-button']) {
      expect(customElements.get(name)).toBeDefined()
    }
    await vi.waitFor(() =>
      expect(document.querySelector('[data-portico-modal-root]')).not.toBeNull(),
    )
  })

  it('renders <portico-button> with its attributes, follows their changes, and opens the modal', async () => {
    const element = await added('<portico-button label="Sign in" size="sm"></portico-button>')
    const button = () => buttonIn(element) as HTMLButtonElement
    expect(button().textContent).toBe('Sign in')
    expect(button().dataset.size).toBe('sm')
    element.setAttribute('label', 'Log in')
    await vi.waitFor(() => expect(button().textContent).toBe('Log in'))
    button().click()
    await vi.waitFor(() => expect(portico.stores.modal.getState().open).toBe(true))
    portico.close({ force: true })
    element.remove()
  })

  it('renders the network button with the active network', async () => {
    const element = await added('<portico-network-button></portico-network-button>')
    await vi.waitFor(() => expect(buttonIn(element)?.textContent).toContain('Devnet A'))
    element.remove()
  })

  it('takes the button down when the element leaves the page, and brings it back on return', async () => {
    const element = await added('<portico-button></portico-button>')
    element.remove()
    await vi.waitFor(() => expect(element.querySelector('portico-kit')).toBeNull())
    document.body.append(element)
    await vi.waitFor(() => expect(buttonIn(element)?.textContent).toBe('Connect Wallet'))
    element.remove()
  })

  it('says which attribute value it ignored, and keeps the default', async () => {
    const element = await added('<portico-button size="huge"></portico-button>')
    expect(warn).toHaveBeenCalledWith('<portico-button> ignores size="huge": expected md, sm')
    expect(buttonIn(element)?.getAttribute('data-size')).toBe('md')
    element.remove()
  })

  it('refuses a second client on the same page, naming the element, before making one', () => {
    const second = vi.fn()
    expect(() =>
      createPorticoModal({
        networks: [DEVNET_CHAINS.devnetA],
        adapters: [],
        logger: { warn: second, error: second },
      }),
    ).toThrow(
      '<portico-button> is already defined on this page: call createPorticoModal() once per page',
    )
    expect(() => createPorticoModal({ networks: [DEVNET_CHAINS.devnetA], adapters: [] })).toThrow(
      expect.objectContaining({ code: 'PORTICO_ELEMENTS_ALREADY_DEFINED' }),
    )
    expect(second).not.toHaveBeenCalled()
  })
})
