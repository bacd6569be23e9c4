// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

afterEach(cleanup)

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose?.()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="title" onClose={close}>
          <h2 id="title">Connect Wallet</h2>
          <button type="button">First</button>
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  )
}

function Views() {
  const [view, setView] = useState('a')
  return (
    <Dialog labelledBy="t" onClose={() => {}} focusKey={view}>
      <h2 id="t">{view}</h2>
      {view === 'a' && (
        <button type="button" onClick={() => setView('b')}>
          Next
        </button>
      )}
    </Dialog>
  )
}

function openDialog(onClose?: () => void) {
  render(<Harness onClose={onClose ?? (() => {})} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog') }
}

describe('Dialog', () => {
  it('is a labelled modal dialog and takes focus (one frame after it shows)', async () => {
    const { dialog } = openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-labelledby')).toBe('title')
    await waitFor(() => expect(document.activeElement).toBe(dialog))
  })

  it('keeps Tab and Shift+Tab inside, skipping disabled controls', () => {
    const { dialog } = openDialog()
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Last' })
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('asks to close on Escape and returns focus to the opener', () => {
    const onClose = vi.fn()
    const { opener } = openDialog(onClose)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('asks to close on a click on the backdrop, not on a click inside', () => {
    const onClose = vi.fn()
    const { dialog } = openDialog(onClose)
    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    const overlay = screen.getByTestId('portico-overlay')
    fireEvent.pointerDown(overlay)
    fireEvent.click(overlay)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not close when a press starts inside and ends on the backdrop', () => {
    const onClose = vi.fn()
    const { dialog } = openDialog(onClose)
    fireEvent.pointerDown(dialog)
    fireEvent.click(screen.getByTestId('portico-overlay'))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('locks page scroll while open (from the next frame) and restores it', async () => {
    document.body.style.overflow = 'scroll'
    const { dialog } = openDialog()
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'))
    act(() => fireEvent.keyDown(dialog, { key: 'Escape' }))
    expect(document.body.style.overflow).toBe('scroll')
  })

  it('in embedded mode has no backdrop, trap or Escape', () => {
    const onClose = vi.fn()
    render(
      <Dialog labelledBy="t" onClose={onClose} embedded>
        <h2 id="t">Account</h2>
      </Dialog>,
    )
    expect(screen.queryByTestId('portico-overlay')).toBeNull()
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBeNull()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('focuses nothing in the frame that shows it, also when nothing had focus', async () => {
    render(<Harness onClose={() => {}} />)
    expect(document.activeElement).toBe(document.body)
    // A click that focuses no button (Safari's): focusing now would force a layout before the
    // frame that shows the dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(document.body)
    await waitFor(() => expect(document.activeElement).toBe(dialog))
  })

  it('pulls focus back in when a view change removes the focused control', async () => {
    render(<Views />)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    fireEvent.click(next)
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
  })
})
