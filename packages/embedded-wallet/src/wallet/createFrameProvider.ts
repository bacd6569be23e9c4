import type { FrameHost } from '../frame/FrameHost'

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 provider over the frame, for apps that want the embedded wallet's provider
 * (`portico.getAdapter('eip155')?.getWalletProvider({ connectorId })`).
 * @example
 * const provider = createFrameProvider(host, () => 31337)
 * await provider.request({ method: 'eth_chainId' })
 */
export type FrameProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Tell the provider's listeners (chainChanged, accountsChanged, disconnect). */
  emit(event: string, ...args: unknown[]): void
}

/**
 * Make the EIP-1193 provider of the embedded wallet: every request becomes an RPC_REQUEST on
 * the current chain; the frame decides what is allowed ('Requested RPC call is not allowed')
 * and shows its approval screen for unsafe methods.
 * @example
 * const provider = createFrameProvider(host, () => chainId)
 */
export function createFrameProvider(
  host: FrameHost,
  chainId: () => number | string,
): FrameProvider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: ({ method, params }) =>
      host.request('RPC_REQUEST', {
        method,
        chainId: chainId(),
        ...(params !== undefined && { params }),
      }),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
  }
}
