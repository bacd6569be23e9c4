import {
  type CaipNetworkId,
  type ChainNamespace,
  STARTUP_STORAGE_KEYS,
  type StorageKey,
  type WalletCatalogueEntry,
} from '@portico/common'
import type { PorticoLogger } from '../types/PorticoOptions'
import type { PorticoStorage } from '../types/PorticoStorage'

// Plain checks, not zod: this runs in createPortico on every page load, and the first load
// carries no schema library (the API's zod schemas come later, with the first request).
type Check<T> = (value: unknown) => value is T

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isStatus = (value: unknown): value is 'connected' | 'disconnected' =>
  value === 'connected' || value === 'disconnected'
const recordOf =
  <T>(isValue: Check<T>): Check<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isObject(value) && Object.values(value).every(isValue)
// Stored wallets are whole catalogue entries; an id and a name are what the list needs.
const isWallet = (value: unknown): value is WalletCatalogueEntry =>
  isObject(value) && isString(value.id) && isString(value.name)

const checks = {
  connectionStatus: recordOf(isStatus),
  connectedConnectorIds: recordOf(isString),
  recentWallets: (value: unknown): value is WalletCatalogueEntry[] =>
    Array.isArray(value) && value.every(isWallet),
  activeCaipNetworkId: (value: unknown): value is CaipNetworkId =>
    isString(value) && /^[-a-z0-9]{3,16}:[-_a-zA-Z0-9]{1,64}$/.test(value),
}

/**
 * What a previous page load left in storage, validated; anything malformed is logged and
 * treated as absent.
 * @example
 * const { connectionStatus } = readStoredState(storage, console)
 */
export type StoredState = {
  connectionStatus: Partial<Record<ChainNamespace, 'connected' | 'disconnected'>>
  connectedConnectorIds: Partial<Record<ChainNamespace, string>>
  recentWallets: WalletCatalogueEntry[]
  activeCaipNetworkId: CaipNetworkId | undefined
}

/**
 * Read the startup keys of spec §3 (connection status, connector ids, recent wallets, active
 * network). Synchronous storages only; async ones yield the empty state.
 * @example
 * readStoredState(portico.storage, console).recentWallets
 */
export function readStoredState(storage: PorticoStorage, logger: PorticoLogger): StoredState {
  function read<T>(key: StorageKey, check: Check<T>): T | undefined {
    const value = storage.get(key)
    if (value === undefined) return undefined
    if (check(value)) return value
    logger.warn(`Portico storage: ignoring malformed ${key}`, value)
    return undefined
  }
  return {
    connectionStatus: read(STARTUP_STORAGE_KEYS.connectionStatus, checks.connectionStatus) ?? {},
    connectedConnectorIds:
      read(STARTUP_STORAGE_KEYS.connectedConnectorIds, checks.connectedConnectorIds) ?? {},
    recentWallets: read(STARTUP_STORAGE_KEYS.recentWallets, checks.recentWallets) ?? [],
    activeCaipNetworkId: read(STARTUP_STORAGE_KEYS.activeCaipNetworkId, checks.activeCaipNetworkId),
  }
}
