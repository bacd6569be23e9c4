/**
 * What {@link installEip1193Provider} needs; plain data, so it can cross into a page.
 * @example
 * const config: ProviderScriptConfig = { bridge: '__wallet', info, windowEthereum: false }
 */
export type ProviderScriptConfig = {
  /**
   * Name of the global function that serves requests: `window[bridge]({ method, params })`
   * resolves to `{ ok: true, result } | { ok: false, error: { code, message, data? } }`.
   * The provider registers `window[bridge + 'Emit'](event, payload)` for wallet events.
   */
  bridge: string
  /** EIP-6963 provider info. */
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** Also set `window.ethereum` (legacy injection). */
  windowEthereum: boolean
}

/**
 * Installs an EIP-1193 provider in the current page and announces it with EIP-6963, now and on
 * every `eip6963:requestProvider`. Requests go to the page-global bridge function. Returns a
 * function that stops announcing it.
 *
 * Self-contained on purpose (no imports, no outer variables): it is also serialised into a
 * Playwright init script.
 *
 * @example
 * installEip1193Provider({ bridge: '__porticoWallet', info, windowEthereum: false })
 */
export function installEip1193Provider(config: ProviderScriptConfig): () => void {
  type Listener = (payload: unknown) => void
  type Response =
    | { ok: true; result: unknown }
    | { ok: false; error: { code: number; message: string; data?: unknown } }
  const scope = window as unknown as Record<string, unknown>
  if (scope[`${config.bridge}Emit`]) return () => {}

  const makeError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { name: 'ProviderRpcError', code, data })
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isPorticoTestWallet: true,
    async request(args: unknown): Promise<unknown> {
      if (
        !args ||
        typeof args !== 'object' ||
        typeof (args as { method?: unknown }).method !== 'string'
      ) {
        throw makeError(-32600, 'Invalid request: expected { method, params }')
      }
      const { method, params } = args as { method: string; params?: unknown }
      const bridge = scope[config.bridge] as
        | ((request: { method: string; params: unknown }) => Promise<Response>)
        | undefined
      if (typeof bridge !== 'function') throw makeError(4900, 'The test wallet is not connected.')
      const response = await bridge({ method, params: params ?? [] })
      if (response.ok) return response.result
      throw makeError(response.error.code, response.error.message, response.error.data)
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
  }
  scope[`${config.bridge}Emit`] = (event: string, payload: unknown) => {
    const value =
      event === 'disconnect' && payload && typeof payload === 'object'
        ? makeError((payload as { code: number }).code, (payload as { message: string }).message)
        : payload
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value)
      } catch (error) {
        console.error(error)
      }
    }
  }
  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  if (config.windowEthereum) scope.ethereum = provider
  return () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    delete scope[`${config.bridge}Emit`]
    if (scope.ethereum === provider) delete scope.ethereum
  }
}
