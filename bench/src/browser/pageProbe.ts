import type { KitUi } from './kitUi'

/** What the in-page probe leaves on `window.__bench` for the benchmarks' page functions. */
export type BenchProbe = {
  buttonEnabledAt?: number
  listeners: Set<() => void>
  /** The elements matching a {@link KitUi} spec, in the page and in every shadow root. */
  findAll: (spec: KitUi['button']) => Element[]
}

/**
 * Runs in the page before any of its scripts (Playwright init script): announces a harmless
 * EIP-6963 wallet so the wallet list has an entry, and records when the kit's connect button
 * (`button`) first exists enabled, in the light DOM or inside any shadow root, as
 * `window.__bench.buttonEnabledAt` (ms since navigation start). Functions added to
 * `window.__bench.listeners` run after each batch of DOM changes, shadow roots included.
 * @example
 * await context.addInitScript({ content: inPageSource(pageProbe, PORTICO_UI.button) })
 */
export function pageProbe(button: KitUi['button']): void {
  // Every shadow root, open or closed, as it attaches: a kit of web components nests them.
  const roots: ParentNode[] = [document]
  // An exact text: a container holding the text among others is not the element itself.
  const findAll = (spec: KitUi['button']) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll(spec.selector)).filter(
        (element) => spec.text === undefined || element.textContent?.trim() === spec.text,
      ),
    )
  const bench: BenchProbe = { listeners: new Set(), findAll }
  Object.assign(window, { __bench: bench })

  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7b61ff"/></svg>',
    )
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_accounts') return []
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    on: () => provider,
    removeListener: () => provider,
  }
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: crypto.randomUUID(),
      name: 'Bench Wallet',
      icon,
      rdns: 'org.portico.bench',
    }),
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // A web component's own button (AppKit's) can be disabled while its host is not.
  const isEnabled = (element: Element) =>
    !(element as HTMLButtonElement).disabled &&
    !(element.shadowRoot?.querySelector('button')?.disabled ?? false)
  const check = () => {
    if (bench.buttonEnabledAt !== undefined) return
    if (findAll(button).some(isEnabled)) bench.buttonEnabledAt = performance.now()
  }
  // Mutation observers report at the end of the task that changed the DOM (React's commit), at
  // no cost in between. A polling loop would itself take main-thread time from the page it
  // measures, and more from a page with more to load. Shadow roots are observed as they attach.
  const onMutations = () => {
    check()
    for (const listener of bench.listeners) listener()
  }
  const observer = new MutationObserver(onMutations)
  const watch = (target: Node) =>
    observer.observe(target, {
      subtree: true,
      childList: true,
      attributes: true,
      // 'style': a pre-rendered, hidden tree is shown by lifting its `display: none`.
      attributeFilter: ['disabled', 'style'],
    })
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function attachObservedShadow(init: ShadowRootInit) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    watch(root)
    return root
  }
  watch(document)
}
