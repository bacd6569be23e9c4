import { createEthersAdapter } from '@portico/adapter-ethers'
import { createPortico, type Portico, type PorticoOptions } from '@portico/core'
import { assertElementsUndefined, definePorticoElements } from './elements/definePorticoElements'
import { NotInBrowserError } from './errors/NotInBrowserError'

/**
 * What {@link createPorticoModal} takes: `createPortico`'s options. Without `adapters`, browser
 * wallets (EIP-6963 and `window.ethereum`) connect on the EVM networks through the ethers v6
 * adapter, loaded with the first wallet action.
 * @example
 * const options: CreatePorticoModalOptions = { networks: [KNOWN_CHAINS.mainnet], projectId: 'my-project' }
 */
export type CreatePorticoModalOptions = PorticoOptions

/**
 * Portico on a page without React: creates the client, defines the `<portico-button>`,
 * `<portico-network-button>` and `<portico-account-button>` elements, and mounts the modal.
 * React and the kit's UI are one lazy chunk, fetched right after the call, so the page's own
 * first load carries only the client and the element definitions. Returns the client: `open()`,
 * `close()`, `disconnect()`, its stores and events work as with `@portico/react`.
 * @example
 * const portico = createPorticoModal({ networks: [KNOWN_CHAINS.mainnet], projectId: 'my-project' })
 * // <portico-button></portico-button> anywhere in the page
 * document.querySelector('#buy')?.addEventListener('click', () => portico.open({ view: { view: 'OnRampProviders' } }))
 */
export function createPorticoModal(options: CreatePorticoModalOptions): Portico {
  if (typeof window === 'undefined' || typeof customElements === 'undefined') {
    throw new NotInBrowserError()
  }
  // Before the client exists: a refused second call leaves nothing running behind.
  assertElementsUndefined(customElements)
  const client = createPortico({
    ...options,
    adapters: options.adapters ?? [createEthersAdapter({ networks: options.networks })],
  })
  let renderer: Promise<typeof import('./render/renderPortico')> | undefined
  const loadRenderer = () => {
    renderer ??= import('./render/renderPortico')
    return renderer
  }
  const warn = (message: string) => client.options.logger.warn(message)
  definePorticoElements({ client, loadRenderer, warn })
  // The modal's root also starts the client (reconnects a wallet from the last visit).
  const container = document.createElement('div')
  container.dataset.porticoModalRoot = ''
  loadRenderer().then(
    ({ renderModal }) => {
      // A module script runs after the body is parsed; a classic one in <head> may not.
      if (document.body) document.body.append(container)
      else document.addEventListener('DOMContentLoaded', () => document.body.append(container))
      renderModal(container, client)
    },
    (error: unknown) => client.options.logger.error('Portico could not load its modal', error),
  )
  return client
}
