// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ShadowHost } from './ShadowHost'

afterEach(cleanup)

describe('ShadowHost', () => {
  it('appends a host to document.body and renders into its shadow root with the styles', () => {
    const { container, unmount } = render(
      <ShadowHost css=".x{color:red}" append tagName="portico-modal">
        <p>inside</p>
      </ShadowHost>,
    )
    const host = document.body.querySelector(':scope > portico-modal')
    expect(host?.shadowRoot?.querySelector('p')?.textContent).toBe('inside')
    expect(host?.shadowRoot?.querySelector('style')?.textContent).toBe('.x{color:red}')
    expect(container.innerHTML).toBe('')
    expect(document.head.querySelector('style')).toBeNull()
    unmount()
    expect(document.body.querySelector('portico-modal')).toBeNull()
  })

  it('renders in place when not appended', () => {
    const { container } = render(
      <div id="slot">
        <ShadowHost css="" tagName="portico-button">
          <button type="button">Connect</button>
        </ShadowHost>
      </div>,
    )
    const host = container.querySelector('#slot > portico-button')
    expect(host?.shadowRoot?.querySelector('button')?.textContent).toBe('Connect')
    expect(container.querySelector('button')).toBeNull()
  })
})
