import {
  type CaipNetworkId,
  type ChainNamespace,
  STORAGE_KEYS,
  type StorageKey,
  type WalletCatalogueEntry,
} from '@portico/common'
import { z } from 'zod'
import type { PorticoLogger } from '../types/PorticoOptions'
import type { PorticoStorage } from '../types/PorticoStorage'

const perNamespace = <T extends z.ZodType>(value: T) => z.record(z.string(), value)

const walletSchema = z.looseObject({ id: z.string(), name: z.string() })

const schemas = {
  connectionStatus: perNamespace(z.enum(['connected', 'disconnected'])),
  connectedConnectorIds: perNamespace(z.string()),
  recentWallets: z.array(walletSchema),
  activeCaipNetworkId: z.string().regex(/^[-a-z0-9]{3,16}:[-_a-zA-Z0-9]{1,64}$/),
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
  function read<T extends z.ZodType>(key: StorageKey, schema: T): z.infer<T> | undefined {
    const value = storage.get(key)
    if (value === undefined) return undefined
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    logger.warn(`Portico storage: ignoring malformed ${key}`, parsed.error)
    return undefined
  }
  return {
    connectionStatus: read(STORAGE_KEYS.connectionStatus, schemas.connectionStatus) ?? {},
    connectedConnectorIds:
      read(STORAGE_KEYS.connectedConnectorIds, schemas.connectedConnectorIds) ?? {},
    recentWallets: (read(STORAGE_KEYS.recentWallets, schemas.recentWallets) ??
      []) as WalletCatalogueEntry[],
    activeCaipNetworkId: read(STORAGE_KEYS.activeCaipNetworkId, schemas.activeCaipNetworkId) as
      | CaipNetworkId
      | undefined,
  }
}
