import { type ChainNamespace, EMBEDDED_WALLET_CONNECTOR_ID, STORAGE_KEYS } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { writeStoredConnections } from '../storage/storedSessionKeys'
import { writeConnectionRecord } from '../storage/writeConnectionRecord'
import { writeLoginCache } from '../storage/writeLoginCache'
import { resetConnection } from './resetConnection'

/**
 * Forget everything about a namespace's connection, without talking to the wallet (spec §4):
 * account and network reset, connection reset, connector id and social provider cleared,
 * stored records removed, sign-in session dropped (revoked when the config asks).
 * @example
 * await clearNamespace(internals, 'eip155')
 */
export async function clearNamespace(
  internals: PorticoInternals,
  namespace: ChainNamespace,
): Promise<void> {
  const { stores, storage, options } = internals
  const address = stores.account.getState().accounts[namespace]?.address
  const network = stores.chain.getState().networks[namespace]?.caipNetwork
  if (stores.connectors.getState().activeConnectorIds[namespace] === EMBEDDED_WALLET_CONNECTOR_ID)
    writeLoginCache(storage, undefined)
  stores.account.getState().resetAccount(namespace)
  stores.chain.getState().resetNetwork(namespace)
  stores.connection.getState().setConnections(namespace, [])
  resetConnection(internals, namespace)
  stores.connectors.getState().setActiveConnectorId(namespace, undefined)
  writeConnectionRecord(storage, namespace, undefined)
  writeStoredConnections(storage, namespace, undefined)
  for (const key of [
    STORAGE_KEYS.walletId,
    STORAGE_KEYS.walletName,
    STORAGE_KEYS.connectedSocial,
    STORAGE_KEYS.connectedSocialUsername,
  ]) {
    storage.remove(key)
  }
  const siwx = options.siwx
  if (siwx && address && network && siwx.signOutOnDisconnect !== false) {
    await siwx
      .revokeSession(network.caipNetworkId, address)
      .catch((error: unknown) => options.logger.warn('Portico: revoking the session failed', error))
  }
  stores.siwx.getState().reset()
}
