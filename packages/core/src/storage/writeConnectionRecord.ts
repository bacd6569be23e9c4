import { type ChainNamespace, STORAGE_KEYS } from '@portico/common'
import type { PorticoStorage } from '../types/PorticoStorage'

function record(
  storage: PorticoStorage,
  key: (typeof STORAGE_KEYS)['connectionStatus' | 'connectedConnectorIds'],
) {
  const value = storage.get(key)
  return value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {}
}

/**
 * Persist that `namespace` is connected through `connectorId`, or (undefined) disconnected,
 * so the next page load starts in `connecting` and knows which connector to restore.
 * @example
 * writeConnectionRecord(storage, 'eip155', 'injected')
 */
export function writeConnectionRecord(
  storage: PorticoStorage,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): void {
  const status = record(storage, STORAGE_KEYS.connectionStatus)
  const ids = record(storage, STORAGE_KEYS.connectedConnectorIds)
  status[namespace] = connectorId ? 'connected' : 'disconnected'
  if (connectorId) ids[namespace] = connectorId
  else delete ids[namespace]
  storage.set(STORAGE_KEYS.connectionStatus, status)
  storage.set(STORAGE_KEYS.connectedConnectorIds, ids)
}
