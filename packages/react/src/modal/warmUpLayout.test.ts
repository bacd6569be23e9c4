// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpLayout } from './warmUpLayout'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

/** A shadow root holding what React's `<Activity mode="hidden">` leaves: an inline display none. */
function prerendered(): { root: ShadowRoot; hidden: HTMLElement } {
  const host = document.createElement('portico-modal')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const hidden = document.createElement('div')
  hidden.className = 'portico-root'
  hidden.style.setProperty('display', 'none', 'important')
  hidden.innerHTML =
    '<div role="dialog" aria-labelledby="t"><h2 id="t">Connect Wallet</h2><iframe src="about:blank"></iframe><button>Wallet</button></div>'
  root.append(document.createElement('style'), hidden)
  return { root, hidden }
}

describe('warmUpLayout', () => {
  it('lays out an unseen, inert copy of the hidden content and removes it in the same call', () => {
    const { root, hidden } = prerendered()
    const before = root.innerHTML
    const laidOut: Array<{ copy: HTMLElement; connected: boolean; previous: Element | null }> = []
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this instanceof HTMLElement && this !== hidden) {
        laidOut.push({
          copy: this,
          connected: this.isConnected,
          previous: this.previousElementSibling,
        })
      }
      return new DOMRect()
    })
    expect(warmUpLayout(root)).toBe(true)
    expect(laidOut).toHaveLength(1)
    const [{ copy, connected, previous }] = laidOut as [(typeof laidOut)[number]]
    // Laid out beside the original while in the document, and shown to nobody.
    expect(connected).toBe(true)
    expect(previous).toBe(hidden)
    expect(copy.style.display).toBe('')
    expect(copy.style.getPropertyValue('visibility')).toBe('hidden')
    expect(copy.style.getPropertyPriority('visibility')).toBe('important')
    expect(copy.style.getPropertyValue('pointer-events')).toBe('none')
    expect(copy.inert).toBe(true)
    expect(copy.getAttribute('aria-hidden')).toBe('true')
    expect(copy.querySelector('[role="dialog"] button')?.textContent).toBe('Wallet')
    // A frame would load a second time, once connected: the copy has none.
    expect(copy.querySelector('iframe')).toBeNull()
    expect(copy.isConnected).toBe(false)
    expect(root.innerHTML).toBe(before)
  })

  it('does nothing when nothing is hidden', () => {
    const { root, hidden } = prerendered()
    hidden.style.removeProperty('display')
    const layout = vi.spyOn(Element.prototype, 'getBoundingClientRect')
    expect(warmUpLayout(root)).toBe(false)
    expect(layout).not.toHaveBeenCalled()
  })
})
