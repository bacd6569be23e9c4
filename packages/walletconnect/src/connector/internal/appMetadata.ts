import type { AdapterContext } from '@portico/core'
import type { WalletConnectMetadata } from '../../provider/WalletConnectProviderOptions'

/**
 * The app's metadata as the wallet sees it in the pairing proposal; a neutral Portico entry
 * when no context gives one.
 * @example
 * const metadata = appMetadata(firstContext(state))
 */
export function appMetadata(context: AdapterContext | undefined): WalletConnectMetadata {
  const metadata = context?.metadata
  if (!metadata) return { name: 'Portico', description: '', url: 'http://127.0.0.1', icons: [] }
  return { ...metadata, icons: [...metadata.icons] }
}
