import type { AdapterContext, StorageLike } from '@portico/core'
import type { AnnouncedProvider } from '../discovery/announcedProvider'
import type { DiscoveryTarget } from '../discovery/watchAnnouncedProviders'
import { createWalletSession } from './createWalletSession'
import type { EvmLibraryActions } from './EvmLibraryActions'
import type { InjectedEvmAdapterParameters } from './InjectedEvmAdapterParameters'

/**
 * The page's `window` as the adapter reads it: where wallets announce, `window.ethereum` and
 * `localStorage`.
 * @example
 * const legacy = pageWindow()?.ethereum
 */
export type PageWindow = DiscoveryTarget & { ethereum?: unknown; localStorage?: StorageLike }

/**
 * The page's `window`, or undefined outside a browser.
 * @example
 * const target = parameters.discoveryTarget ?? pageWindow()
 */
export const pageWindow = (): PageWindow | undefined =>
  typeof window === 'undefined' ? undefined : window

/**
 * Everything one injected-wallet EVM adapter holds: its options, the kit's context once set up,
 * the announced wallets and who waits for them, the wallet session, the library's actions
 * (loaded on first use) and what to stop at teardown. Each action takes it.
 * @example
 * const state = createInjectedEvmState({ adapterType: 'ethers', loadActions, networks })
 */
export type InjectedEvmState = {
  readonly parameters: InjectedEvmAdapterParameters
  readonly logger: { warn(message: string, ...details: unknown[]): void }
  /** The library's actions, loaded once on the first call; a failed load is retried by the next. */
  readonly actions: () => Promise<EvmLibraryActions>
  context: AdapterContext | undefined
  announced: readonly AnnouncedProvider[]
  /** Called on every change of the announced wallets. */
  readonly announcementListeners: Set<() => void>
  readonly session: ReturnType<typeof createWalletSession>
  readonly stops: (() => void)[]
}

/**
 * The state of a new, not yet set up injected-wallet EVM adapter.
 * @example
 * const state = createInjectedEvmState({ adapterType: 'ethers', loadActions, networks })
 */
export function createInjectedEvmState(parameters: InjectedEvmAdapterParameters): InjectedEvmState {
  const storage = () => {
    if (parameters.storage) return parameters.storage
    try {
      return pageWindow()?.localStorage
    } catch {
      return undefined // storage blocked by the browser: nothing to restore from
    }
  }
  let loading: Promise<EvmLibraryActions> | undefined
  const actions = () => {
    loading ??= parameters.loadActions().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const state: InjectedEvmState = {
    parameters,
    logger: parameters.logger ?? console,
    actions,
    context: undefined,
    announced: [],
    announcementListeners: new Set(),
    session: createWalletSession({
      storage,
      storageKey: `portico.${parameters.adapterType}.connectorId`,
      context: () => state.context,
    }),
    stops: [],
  }
  return state
}
