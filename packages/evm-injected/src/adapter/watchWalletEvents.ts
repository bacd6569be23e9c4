import type { Eip1193Provider } from '../discovery/announcedProvider'

/**
 * What the wallet said on its own: new accounts (empty when it dropped the site), a new
 * chain, or the end of the connection.
 * @example
 * const handlers: WalletEventHandlers = { onAccounts: console.log, onChain: console.log, onDisconnect: () => {} }
 */
export type WalletEventHandlers = {
  onAccounts(accounts: readonly string[]): void
  onChain(chainId: number): void
  onDisconnect(): void
}

const toAccounts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : []

/**
 * Listens to an EIP-1193 wallet's `accountsChanged`, `chainChanged` and `disconnect` events
 * (ignoring malformed payloads) until the returned function is called.
 * @example
 * const unwatch = watchWalletEvents(provider, { onAccounts, onChain, onDisconnect })
 */
export function watchWalletEvents(
  provider: Eip1193Provider,
  handlers: WalletEventHandlers,
): () => void {
  const onAccounts = (accounts: unknown) => handlers.onAccounts(toAccounts(accounts))
  const onChain = (chainId: unknown) => {
    const id = Number(chainId)
    if (Number.isSafeInteger(id) && id > 0) handlers.onChain(id)
  }
  const onDisconnect = () => handlers.onDisconnect()
  const listeners = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
