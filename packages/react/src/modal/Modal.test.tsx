// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { PorticoProvider } from '../context/PorticoProvider'
import { createTestClient } from '../testing/createTestClient'
import { isShown } from '../testing/isShown'
import { queryShadow } from '../testing/queryShadow'

afterEach(cleanup)
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(async () => {}) },
  })
})

async function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const test = createTestClient(options)
  render(
    <PorticoProvider client={test.client}>
      <main>
        <ConnectButton />
      </main>
    </PorticoProvider>,
  )
  await act(() => test.client.init())
  return test
}

const shownDialog = () => {
  const dialog = document
    .querySelector('portico-modal')
    ?.shadowRoot?.querySelector('[role="dialog"]')
  return dialog && isShown(dialog) ? dialog : null
}
const dialogShown = () => shownDialog() !== null
const prerenderedDialog = () =>
  document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')

const modal = () => waitFor(() => queryShadow('portico-modal'), { timeout: 20_000 })

describe('the modal', () => {
  it('opens from the connect button into a shadow root on body and lists the wallet', async () => {
    await setup()
    expect(dialogShown()).toBe(false)
    fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    const m = await modal()
    const dialog = await m.findByRole('dialog', { name: 'Connect wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.querySelector('portico-modal')?.parentElement).toBe(document.body)
    const wallet = m.getByTestId('portico-wallet-org.portico.test')
    expect(wallet.textContent).toContain('Test Wallet')
    expect(wallet.textContent).toContain('Installed')
    expect(m.getByTestId('portico-all-wallets').textContent).toContain('All wallets')
  })

  it('connects, closes, and the button becomes the account button', async () => {
    await setup()
    fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    fireEvent.click((await modal()).getByTestId('portico-wallet-org.portico.test'))
    await waitFor(() =>
      expect(queryShadow('portico-kit').getByTestId('portico-account-button').textContent).toBe(
        '10,000.123456 ETH0xf3…b92266',
      ),
    )
    await waitFor(() => expect(dialogShown()).toBe(false))
  })

  it('shows the short message of a rejected request and retries', async () => {
    const { wallet } = await setup()
    wallet.rejectNext = new UserRejectedRequestError()
    fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    fireEvent.click((await modal()).getByTestId('portico-wallet-org.portico.test'))
    const m = await modal()
    await waitFor(() =>
      expect(m.getByTestId('portico-connecting-message').textContent).toBe(
        'You declined the request in your wallet.',
      ),
    )
    expect(m.getByRole('heading', { name: 'Test Wallet' })).toBeTruthy()
    fireEvent.click(m.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(dialogShown()).toBe(false))
  })

  it('shows the account with copy, network and disconnect', async () => {
    const { client, wallet } = await setup()
    await act(() => client.connect({ connectorId: wallet.connector.id }))
    await act(() => client.open())
    const m = await modal()
    await waitFor(() =>
      expect(m.getByTestId('portico-account-balance').textContent).toBe('10,000.123456 ETH'),
    )
    expect(m.getByTestId('portico-account-address').textContent).toBe('0xf3…b92266')
    fireEvent.click(m.getByRole('button', { name: 'Copy address 0xf3…b92266' }))
    await waitFor(() => expect(m.getByTestId('portico-toast').textContent).toBe('Address copied'))
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(wallet.address)

    fireEvent.click(m.getByTestId('portico-account-network'))
    await m.findByRole('dialog', { name: 'Choose network' })
    expect(m.getByTestId('portico-network-eip155:31337').getAttribute('aria-current')).toBe('true')
    fireEvent.click(m.getByTestId('portico-network-eip155:31338'))
    await waitFor(() => expect(m.getByTestId('portico-account-balance').textContent).toBe('42 ETH'))

    fireEvent.click(m.getByTestId('portico-disconnect'))
    await waitFor(() =>
      expect(client.stores.connection.getState().status.eip155).toBe('disconnected'),
    )
    await waitFor(() => expect(dialogShown()).toBe(false))
  })

  it('leaves closing to core: Escape on ApproveTransaction only shakes', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: { view: 'ApproveTransaction' } }))
    const m = await modal()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(m.getByTestId('portico-modal').hasAttribute('data-shake')).toBe(true)
    // Nor is there a × that would do nothing.
    expect(m.queryByTestId('portico-close')).toBeNull()
  })

  it("offers no Back over an approval that sits on the modal's own view, which it comes back to", async () => {
    const { client } = await setup()
    await act(() => client.open({ view: { view: 'Account' } }))
    act(() => client.push({ view: 'Networks' }))
    const m = await modal()
    expect(m.getByTestId('portico-back')).toBeTruthy()
    act(() => client.push({ view: 'ApproveTransaction', kind: 'transaction' }))
    await m.findByTestId('portico-view-ApproveTransaction')
    // The frame's Approve or Decline leaves it; Back would hide the frame mid-request.
    expect(m.queryByTestId('portico-back')).toBeNull()
    act(() => client.goBack())
    await m.findByTestId('portico-back')
  })

  it('opened by the app before any prefetch, stays mounted once closed, its dialog pre-rendered', async () => {
    const { client } = await setup()
    expect(document.querySelector('portico-modal')).toBeNull()
    await act(() => client.open())
    await modal()
    await waitFor(() => expect(dialogShown()).toBe(true))
    act(() => client.close())
    await waitFor(() => expect(dialogShown()).toBe(false))
    // Still there, hidden: the next open reveals it instead of mounting a new modal.
    await waitFor(() => expect(prerenderedDialog()).toBeTruthy())
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(prerenderedDialog()).toBeTruthy()
  })

  it('closes on Escape; with UnsupportedChain in the history there is no back step', async () => {
    const { client } = await setup()
    await act(() => client.open())
    await modal()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
    await act(() => client.open({ view: { view: 'UnsupportedChain' } }))
    act(() => client.push({ view: 'Networks' }))
    const m = await modal()
    // Back would close here (spec §2), so the header offers only close.
    expect(m.queryByTestId('portico-back')).toBeNull()
    act(() => client.goBack())
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('pre-renders the dialog hidden while closed, and opening reveals that very dialog', async () => {
    await setup()
    // Reaching for the button prefetches the modal, which mounts closed; its dialog is built
    // ahead, hidden.
    fireEvent.pointerOver(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    const hidden = await waitFor(() => {
      const dialog = prerenderedDialog()
      if (!dialog) throw new Error('not pre-rendered yet')
      return dialog
    })
    expect(isShown(hidden)).toBe(false)
    expect(queryShadow('portico-modal').queryByRole('dialog')).toBeNull()
    fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    await waitFor(() => expect(shownDialog()).toBe(hidden))
    expect(queryShadow('portico-modal').getByRole('dialog', { name: 'Connect wallet' })).toBe(
      hidden,
    )
  })

  it('lays a copy of the pre-rendered dialog out once while closed and idle, leaving the dialog as it was', async () => {
    const laidOut: string[] = []
    const layout = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: Element) {
        const dialog = this.querySelector('[role="dialog"]')
        if (this.isConnected && dialog) laidOut.push(dialog.textContent ?? '')
        return new DOMRect()
      })
    try {
      await setup()
      fireEvent.pointerOver(queryShadow('portico-kit').getByTestId('portico-connect-button'))
      await waitFor(() => expect(laidOut).toHaveLength(1))
      expect(laidOut[0]).toContain('Test Wallet')
      const root = document.querySelector('portico-modal')?.shadowRoot
      expect(root?.querySelectorAll('[role="dialog"]')).toHaveLength(1)
      const hidden = prerenderedDialog()
      expect(hidden && isShown(hidden)).toBe(false)
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(laidOut).toHaveLength(1)
      fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
      await waitFor(() => expect(shownDialog()).toBe(hidden))
    } finally {
      layout.mockRestore()
    }
  })

  it('with prefetchModal, is fetched and pre-rendered at once, without waiting for a sign of interest', async () => {
    const test = createTestClient()
    render(
      <PorticoProvider client={test.client} prefetchModal>
        {null}
      </PorticoProvider>,
    )
    await act(() => test.client.init())
    // No hover, no focus, no idle time: the hidden dialog is there within the fetch.
    const hidden = await waitFor(
      () => {
        const dialog = prerenderedDialog()
        if (!dialog) throw new Error('not pre-rendered yet')
        return dialog
      },
      { timeout: 2000 },
    )
    expect(isShown(hidden)).toBe(false)
    await act(() => test.client.open())
    await waitFor(() => expect(shownDialog()).toBe(hidden))
  })

  it('opens on the current state after changes made while closed (the account, once connected through it)', async () => {
    await setup()
    fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    fireEvent.click((await modal()).getByTestId('portico-wallet-org.portico.test'))
    const accountButton = await waitFor(() =>
      queryShadow('portico-kit').getByTestId('portico-account-button'),
    )
    await waitFor(() => expect(dialogShown()).toBe(false))
    // Let the closed modal pre-render whatever it will.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    fireEvent.click(accountButton)
    const account = await waitFor(() => {
      const dialog = shownDialog()
      if (!dialog?.querySelector('[data-testid="portico-view-Account"]'))
        throw new Error('no account')
      return dialog
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(shownDialog()).toBe(account)
  })

  it('starts every opening afresh: what was typed before closing is gone', async () => {
    const { client } = await setup()
    await act(() => client.open({ view: { view: 'AllWallets' } }))
    const search = await queryShadow('portico-modal').findByRole('searchbox')
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect((search as HTMLInputElement).value).toBe('zzz')
    act(() => client.close())
    await waitFor(() => expect(dialogShown()).toBe(false))
    await act(() => client.open({ view: { view: 'AllWallets' } }))
    await waitFor(() => expect(dialogShown()).toBe(true))
    const again = queryShadow('portico-modal').getByRole('searchbox') as HTMLInputElement
    expect(again.value).toBe('')
  })

  it('renders in place in embedded mode', async () => {
    const { client } = await setup({ enableEmbedded: true })
    await act(() => client.open())
    await waitFor(() =>
      expect(document.querySelector('main + portico-modal, portico-modal')).not.toBeNull(),
    )
    const host = document.querySelector('portico-modal')
    expect(host?.parentElement).not.toBe(document.body)
    const dialog = queryShadow('portico-modal').getByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBeNull()
    expect(screen.queryByTestId('portico-overlay')).toBeNull()
  })
})
