import type { Portico } from '@portico/core'
import { ElementsAlreadyDefinedError } from '../errors/ElementsAlreadyDefinedError'
import type { RenderedButton } from '../render/renderPortico'
import { ELEMENT_ATTRIBUTES, elementProps, type PorticoElementKind } from './elementProps'

/**
 * What the elements need: the client they drive, the lazily loaded renderer, and where to report
 * attributes they ignore.
 * @example
 * const deps: PorticoElementsDeps = { client, loadRenderer: () => import('../render/renderPortico'), warn: console.warn }
 */
export type PorticoElementsDeps = {
  client: Portico
  loadRenderer: () => Promise<typeof import('../render/renderPortico')>
  warn: (message: string) => void
  /** The registry to define the elements in. Default: `window.customElements`. */
  registry?: CustomElementRegistry
}

/**
 * Defines `<portico-button>`, `<portico-network-button>` and `<portico-account-button>`, bound
 * to one client. Each element renders its `@portico/react` button once the renderer (React and
 * the kit's UI, one lazy chunk) has loaded, re-renders when its attributes change and takes
 * its button down when it leaves the page. A page has one set of elements: a second client
 * cannot define them again, and says so.
 * @example
 * definePorticoElements({ client: portico, loadRenderer, warn: console.warn })
 * document.body.append(document.createElement('portico-button'))
 */
export function definePorticoElements(deps: PorticoElementsDeps): void {
  const registry = deps.registry ?? window.customElements
  assertElementsUndefined(registry)
  for (const kind of Object.keys(ELEMENT_ATTRIBUTES) as PorticoElementKind[]) {
    registry.define(kind, elementClass(kind, deps))
  }
}

/**
 * Throws, naming the element, when the page already has Portico's elements.
 * @example
 * assertElementsUndefined(window.customElements)
 */
export function assertElementsUndefined(registry: CustomElementRegistry): void {
  for (const kind of Object.keys(ELEMENT_ATTRIBUTES) as PorticoElementKind[]) {
    if (registry.get(kind)) {
      throw new ElementsAlreadyDefinedError(kind)
    }
  }
}

function elementClass(kind: PorticoElementKind, deps: PorticoElementsDeps) {
  return class PorticoElement extends HTMLElement {
    static observedAttributes = [...ELEMENT_ATTRIBUTES[kind]]
    #view: RenderedButton | undefined
    // Bumped on every connect and disconnect: a renderer that arrives after the element has
    // left (or left and come back) must not mount a stale button.
    #generation = 0

    connectedCallback() {
      const generation = ++this.#generation
      deps.loadRenderer().then(
        ({ renderButton }) => {
          if (generation !== this.#generation || this.#view) return
          this.#view = renderButton(this, kind, deps.client, this.#props())
        },
        (error: unknown) => deps.warn(`<${kind}> could not load: ${String(error)}`),
      )
    }

    disconnectedCallback() {
      this.#generation++
      const view = this.#view
      this.#view = undefined
      // React refuses to unmount a root while it renders; leaving the page mid-render waits a task.
      if (view) queueMicrotask(() => view.unmount())
    }

    attributeChangedCallback() {
      this.#view?.update(this.#props())
    }

    #props() {
      const attributes = Object.fromEntries(
        ELEMENT_ATTRIBUTES[kind].map((name) => [name, this.getAttribute(name)]),
      )
      return elementProps(kind, attributes, deps.warn)
    }
  }
}
