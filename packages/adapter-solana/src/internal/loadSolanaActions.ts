import type { SolanaActions } from '../actions/solanaActions'
import type { SolanaState } from './solanaState'

/**
 * The adapter's `@solana/kit` work, loaded with the first action rather than with the page; a
 * failed load is retried by the next call.
 * @example
 * const lamports = await (await loadSolanaActions(state)).getLamports(rpcUrl, address)
 */
export function loadSolanaActions(state: Pick<SolanaState, 'loading'>): Promise<SolanaActions> {
  state.loading ??= import('../actions/solanaActions').then(
    (module) => module.solanaActions,
    (error: unknown) => {
      state.loading = undefined
      throw error
    },
  )
  return state.loading
}
