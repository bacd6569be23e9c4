// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShadowStyle } from '../ShadowStyle/ShadowStyle'
import { ShadowHost } from './ShadowHost'

afterEach(cleanup)

/** The `<style>` elements of a shadow root: jsdom has no adoptedStyleSheets, so the fallback. */
const styles = (root: ShadowRoot | null | undefined) =>
  [...(root?.querySelectorAll('style') ?? [])].map((style) => ({
    css: style.textContent,
    nonce: style.nonce,
  }))

describe('ShadowHost', () => {
  it('appends a host to document.body and renders into its shadow root with the styles', () => {
    const { container, unmount } = render(
      <ShadowHost css=".x{color:red}" append tagName="portico-modal">
        <p>inside</p>
      </ShadowHost>,
    )
    const host = document.body.querySelector(':scope > portico-modal')
    expect(host?.shadowRoot?.querySelector('p')?.textContent).toBe('inside')
    expect(styles(host?.shadowRoot)).toEqual([{ css: '.x{color:red}', nonce: '' }])
    expect(container.innerHTML).toBe('')
    expect(document.head.querySelector('style')).toBeNull()
    unmount()
    expect(document.body.querySelector('portico-modal')).toBeNull()
  })

  it('tells its owner the shadow root it renders into', () => {
    const onRoot = vi.fn()
    render(
      <ShadowHost css="" append tagName="portico-modal" onRoot={onRoot}>
        <p>inside</p>
      </ShadowHost>,
    )
    const root = document.body.querySelector('portico-modal')?.shadowRoot
    expect(root?.querySelector('p')).not.toBeNull()
    expect(onRoot).toHaveBeenLastCalledWith(root)
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

  it('puts the nonce on the fallback <style> elements, its own first, then its components', () => {
    render(
      <ShadowHost css=".base{}" nonce="r4nd0m" append tagName="portico-modal">
        <div>
          <ShadowStyle css=".qr{}" />
        </div>
      </ShadowHost>,
    )
    const host = document.body.querySelector('portico-modal')
    expect(styles(host?.shadowRoot)).toEqual([
      { css: '.base{}', nonce: 'r4nd0m' },
      { css: '.qr{}', nonce: 'r4nd0m' },
    ])
  })

  it('styles its root with a list of parts in their order, one style each, before its components', () => {
    render(
      <ShadowHost css={['.base{}', '.dialog{}', '.views{}']} append tagName="portico-modal">
        <ShadowStyle css=".qr{}" />
      </ShadowHost>,
    )
    const host = document.body.querySelector('portico-modal')
    expect(styles(host?.shadowRoot).map((style) => style.css)).toEqual([
      '.base{}',
      '.dialog{}',
      '.views{}',
      '.qr{}',
    ])
  })

  it('hydrates a server-rendered page without a mismatch, then styles its shadow root', () => {
    const page = (
      <main>
        <ShadowStyle css=".page{}" />
        <ShadowHost css=".base{}" nonce="r4nd0m" tagName="portico-button">
          <ShadowStyle css=".button{}" />
          <button type="button">Connect</button>
        </ShadowHost>
      </main>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page)
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      render(page, { container, hydrate: true, onRecoverableError: recoverable })
      expect(recoverable).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      expect(container.querySelector('main > style')?.textContent).toBe('.page{}')
      const host = container.querySelector('portico-button')
      expect(host?.shadowRoot?.querySelector('button')?.textContent).toBe('Connect')
      expect(styles(host?.shadowRoot)).toEqual([
        { css: '.base{}', nonce: 'r4nd0m' },
        { css: '.button{}', nonce: 'r4nd0m' },
      ])
    } finally {
      consoleError.mockRestore()
    }
  })
})
