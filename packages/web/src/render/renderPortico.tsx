import type { Portico } from '@portico/core'
import {
  AccountButton,
  type AccountButtonProps,
  ConnectButton,
  type ConnectButtonProps,
  NetworkButton,
  type NetworkButtonProps,
  PorticoProvider,
} from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { PorticoElementKind } from '../elements/elementProps'

/**
 * A button rendered into a custom element: re-render with new attributes, or take it down.
 * @example
 * const view: RenderedButton = renderButton(host, 'portico-button', portico, {}); view.unmount()
 */
export type RenderedButton = {
  update(props: Record<string, string>): void
  unmount(): void
}

/**
 * Renders the `@portico/react` button of an element kind into `host` (light DOM: the button
 * puts itself in its own shadow root). The modal is not rendered here: one {@link renderModal}
 * serves every button of the page.
 * @example
 * renderButton(document.querySelector('portico-button'), 'portico-button', portico, { size: 'sm' })
 */
export function renderButton(
  host: HTMLElement,
  kind: PorticoElementKind,
  client: Portico,
  props: Record<string, string>,
): RenderedButton {
  const root = createRoot(host)
  const render = (next: Record<string, string>) =>
    root.render(
      <StrictMode>
        <PorticoProvider client={client} modal={false}>
          {kind === 'portico-button' && <ConnectButton {...(next as ConnectButtonProps)} />}
          {kind === 'portico-network-button' && <NetworkButton {...(next as NetworkButtonProps)} />}
          {kind === 'portico-account-button' && <AccountButton {...(next as AccountButtonProps)} />}
        </PorticoProvider>
      </StrictMode>,
    )
  render(props)
  return { update: render, unmount: () => root.unmount() }
}

/**
 * Renders the page's one modal (closed until something opens it) into `container`, and starts
 * the client. Returns what takes it down.
 * @example
 * const unmount = renderModal(document.body.appendChild(document.createElement('div')), portico)
 */
export function renderModal(container: HTMLElement, client: Portico): () => void {
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <PorticoProvider client={client}>{null}</PorticoProvider>
    </StrictMode>,
  )
  return () => root.unmount()
}
