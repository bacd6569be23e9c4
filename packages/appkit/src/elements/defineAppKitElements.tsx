import { AccountButton, ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { getCurrentAppKit } from '../internal/currentAppKit'
import type { AppKitButtonContentProps } from './AppKitButtonContent'
import { AppKitButtonContent } from './AppKitButtonContent'
import { readAttributes } from './readAttributes'

const OBSERVED = ['label', 'loadinglabel', 'size', 'balance', 'namespace']

const ELEMENTS: Record<string, (props: AppKitButtonContentProps) => ReactNode> = {
  'appkit-button': (props) => <AppKitButtonContent {...props} />,
  'appkit-connect-button': ({ label, loadingLabel, size }) => (
    <ConnectButton
      whenConnected="hide"
      {...(label ? { label } : {})}
      {...(loadingLabel ? { loadingLabel } : {})}
      {...(size ? { size } : {})}
    />
  ),
  'appkit-network-button': ({ label }) => <NetworkButton {...(label ? { label } : {})} />,
  'appkit-account-button': ({ balance, namespace }) => (
    <AccountButton {...(balance ? { balance } : {})} {...(namespace ? { namespace } : {})} />
  ),
}

/**
 * Registers `<appkit-button>`, `<appkit-connect-button>`, `<appkit-network-button>` and
 * `<appkit-account-button>` (once per
 * registry: later calls and names already taken are left alone). Each element renders
 * Portico's button for the instance of the latest `createAppKit`.
 * @example
 * defineAppKitElements(window.customElements)
 */
export function defineAppKitElements(registry: CustomElementRegistry): void {
  for (const [name, render] of Object.entries(ELEMENTS)) {
    if (registry.get(name)) continue
    registry.define(name, appKitElement(render))
  }
}

function appKitElement(
  render: (props: AppKitButtonContentProps) => ReactNode,
): CustomElementConstructor {
  return class AppKitElement extends HTMLElement {
    static observedAttributes = OBSERVED
    #root: Root | undefined
    #leaving = false

    connectedCallback() {
      this.#leaving = false
      this.#render()
    }

    attributeChangedCallback() {
      if (this.#root) this.#render()
    }

    disconnectedCallback() {
      // The host app's React may be committing right now: unmounting our root synchronously
      // would nest one root's unmount inside another's commit. A move re-connects first.
      this.#leaving = true
      queueMicrotask(() => {
        if (!this.#leaving) return
        this.#root?.unmount()
        this.#root = undefined
      })
    }

    #render() {
      const appKit = getCurrentAppKit()
      this.#root ??= createRoot(this)
      this.#root.render(
        <PorticoProvider client={appKit.portico} modal={false}>
          {render(readAttributes(this))}
        </PorticoProvider>,
      )
    }
  }
}
