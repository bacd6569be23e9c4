import type { CaipNetwork } from '@portico/common'
import type { AdapterContext, StorageLike } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { SolanaActions } from '../actions/solanaActions'
import type {
  CreateSolanaAdapterParameters,
  WalletRegistry,
} from '../CreateSolanaAdapterParameters'
import { createSolanaSession } from '../wallet/createSolanaSession'

/**
 * Everything one Solana adapter holds: its options, the kit's context once set up, the wallet
 * session, what to stop at teardown and the `@solana/kit` work once loaded. Each action takes it.
 * @example
 * const state = createSolanaState({ networks: [KNOWN_CHAINS.solana] })
 */
export type SolanaState = {
  readonly parameters: CreateSolanaAdapterParameters
  /** The app's networks of namespace `solana`. */
  readonly networks: readonly CaipNetwork[]
  context: AdapterContext | undefined
  readonly session: ReturnType<typeof createSolanaSession>
  readonly stops: (() => void)[]
  /** The `@solana/kit` work, loading or loaded; a failed load is cleared for the next try. */
  loading: Promise<SolanaActions> | undefined
}

const pageStorage = (): StorageLike | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // storage blocked by the browser: nothing to restore from
  }
}

/**
 * The state of a new, not yet set up Solana adapter.
 * @example
 * const state = createSolanaState({ networks: [KNOWN_CHAINS.solana], storage })
 */
export function createSolanaState(parameters: CreateSolanaAdapterParameters): SolanaState {
  const state: SolanaState = {
    parameters,
    networks: parameters.networks.filter((network) => network.chainNamespace === 'solana'),
    context: undefined,
    session: createSolanaSession({
      storage: () => parameters.storage ?? pageStorage(),
      context: () => state.context,
    }),
    stops: [],
    loading: undefined,
  }
  return state
}

/**
 * The page's wallet-standard registry: the adapter's `wallets` option, else `getWallets()`.
 * @example
 * registryOf(state).get()
 */
export function registryOf(state: Pick<SolanaState, 'parameters'>): WalletRegistry {
  return state.parameters.wallets ?? getWallets()
}
