import { ChainNotSupportedError } from '@portico/common'
import type { WalletConnectFamily } from '../../eip155/WalletConnectFamily'
import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * The families' chunk, its namespace whole: a bundler drops the exports an `import()` is seen to
 * leave unread, and core's started parts are re-exported there for the bundler.
 */
const importFamilies = () => import('../WALLET_CONNECT_FAMILIES')

/**
 * How the session signs and sends on the namespace, fetched on first use (the families carry
 * their answer schemas and encodings, which a page that never uses WalletConnect should not
 * load); a ChainNotSupportedError for a namespace WalletConnect has no family for.
 * @example
 * const signature = await (await requireFamily(state)).signMessage(walletConnect, params)
 */
export async function requireFamily(state: ComposedAdapterState): Promise<WalletConnectFamily> {
  const { WALLET_CONNECT_FAMILIES } = await importFamilies()
  const family = WALLET_CONNECT_FAMILIES[state.namespace]
  if (!family) throw new ChainNotSupportedError({ metaMessages: [`Namespace: ${state.namespace}`] })
  return family
}
