import type { ChainNamespace } from '@portico/common'
import { authenticate } from '../actions/authenticate'
import { cancelAuthentication } from '../actions/cancelAuthentication'
import { disconnect } from '../actions/disconnect'
import { initialize } from '../actions/initialize'
import { loadEmbeddedWallet } from '../actions/loadEmbeddedWallet'
import { refreshBalance } from '../actions/refreshBalance'
import { switchNetwork } from '../actions/switchNetwork'
import { watchBalances } from '../actions/watchBalances'
import type { Identity } from '../names/NamesClient'
import { watchProfile } from '../names/watchProfile'
import type { PorticoApi } from '../queries/PorticoApi'
import type { Portico } from '../types/Portico'
import { loadTransactionActions } from './loadTransactionActions'
import type { PorticoInternals } from './PorticoInternals'
import { refreshAfterTransaction } from './refreshAfterTransaction'
import type { STARTED_CALL_NAMES } from './startedCallNames'

/**
 * A started client's methods, and its start and watches.
 * @example
 * const calls: StartedCalls = createStartedCalls(internals, api)
 */
export type StartedCalls = Pick<Portico, (typeof STARTED_CALL_NAMES)[number]> & {
  /** Sets each adapter up and restores the stored connections. */
  initialize(): Promise<void>
  /** Follows balances (new blocks, sends) and the account's profile until the returned stop. */
  watch(fetchIdentity: (address: string) => Promise<Identity>): () => void
}

/**
 * The methods of `createPortico`'s client that need it started, built with its started parts:
 * disconnecting, switching, signing and sending (then reading the balances again), balances,
 * the embedded wallet and sign-in.
 * @example
 * const calls = createStartedCalls(internals, api)
 * await calls.sendTransaction({ to, value: 10n ** 16n })
 */
export function createStartedCalls(internals: PorticoInternals, api: PorticoApi): StartedCalls {
  const { stores, scheduler, options } = internals
  const fresh = (namespace?: ChainNamespace) =>
    refreshBalance(internals, namespace, { fresh: true })
  const refreshTokens = () => api.fetchTokenBalances({ forceUpdate: true })
  const afterTransaction = (namespace?: ChainNamespace) =>
    refreshAfterTransaction(
      {
        refreshBalance: fresh,
        refreshTokens,
        after: scheduler.after,
        warn: (message, error) => options.logger.warn(message, error),
      },
      namespace,
    )
  return {
    initialize: () => initialize(internals),
    watch(fetchIdentity) {
      const stopBalances = watchBalances(internals, afterTransaction, refreshTokens)
      const stopProfile = watchProfile(internals, fetchIdentity)
      return () => {
        stopBalances()
        stopProfile()
      }
    },
    disconnect: (params) => disconnect(internals, params),
    switchNetwork: (caipNetwork) => switchNetwork(internals, caipNetwork),
    signMessage: async (params) => (await loadTransactionActions()).signMessage(internals, params),
    async sendTransaction(params) {
      const hash = await (await loadTransactionActions()).sendTransaction(internals, params)
      afterTransaction(params.namespace)
      return hash
    },
    async sendToken() {
      const namespace = stores.chain.getState().activeNamespace
      const hash = await (await loadTransactionActions()).sendTokenFlow(internals)
      afterTransaction(namespace)
      return hash
    },
    refreshBalance: fresh,
    loadEmbeddedWallet: () => loadEmbeddedWallet(internals),
    authenticate: () => authenticate(internals),
    cancelAuthentication: () => cancelAuthentication(internals),
  }
}
