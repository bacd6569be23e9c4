/**
 * Runs in the page before any of its scripts (Playwright init script): announces a harmless
 * EIP-6963 wallet so the wallet list has an entry, and records when the connect button first
 * exists enabled, in the light DOM or inside a `<portico-button>` shadow root, as
 * `window.__bench.buttonEnabledAt` (ms since navigation start).
 * @example
 * await context.addInitScript(pageProbe)
 */
export function pageProbe(): void {
  const bench: { buttonEnabledAt?: number } = {}
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

  const selector = '[data-testid="portico-connect-button"]'
  const enabled = (root: ParentNode) => {
    const button = root.querySelector(selector)
    return button instanceof HTMLButtonElement && !button.disabled
  }
  const check = () => {
    if (bench.buttonEnabledAt !== undefined) return true
    const found =
      enabled(document) ||
      Array.from(document.querySelectorAll('portico-button')).some(
        (host) => host.shadowRoot !== null && enabled(host.shadowRoot),
      )
    if (found) bench.buttonEnabledAt = performance.now()
    return found
  }
  // A message-channel loop polls between tasks without blocking rendering, at sub-ms resolution.
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    if (!check() && performance.now() < 20_000) channel.port2.postMessage(0)
  }
  channel.port2.postMessage(0)
}
