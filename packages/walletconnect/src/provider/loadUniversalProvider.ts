import { disableVerify } from './disableVerify'
import { importUniversalProvider } from './importUniversalProvider'
import type { UniversalProvider } from './UniversalProvider'
import type { WalletConnectProviderOptions } from './WalletConnectProviderOptions'

/**
 * Fetch the WalletConnect SDK (a separate chunk, only now) and start a UniversalProvider on the
 * given relay, restoring any session kept in its storage. No telemetry, no Verify API, no
 * provider pings to RPC endpoints.
 * @example
 * const provider = await loadUniversalProvider({ relayUrl, projectId, metadata, storagePrefix })
 */
export async function loadUniversalProvider(
  options: WalletConnectProviderOptions,
): Promise<UniversalProvider> {
  const { UniversalProvider } = await importUniversalProvider()
  const provider = await UniversalProvider.init({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: options.metadata,
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: options.logLevel ?? 'error',
    ...(options.storage && { storage: options.storage }),
  })
  disableVerify(provider.client.core)
  return provider
}
