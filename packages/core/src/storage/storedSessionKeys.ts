import {
  type ChainNamespace,
  type PreferredAccountTypes,
  type SocialProvider,
  STORAGE_KEYS,
} from '@portico/common'
import type { Connection } from '../types/ConnectionState'
import type { PorticoStorage } from '../types/PorticoStorage'

// Plain checks, not zod: these run with start-up and connect, before any schema is loaded.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isConnection = (value: unknown): value is Connection =>
  isObject(value) &&
  typeof value.connectorId === 'string' &&
  Array.isArray(value.accounts) &&
  value.accounts.every((a) => isObject(a) && typeof a.address === 'string')

/**
 * The connections of every namespace as the last page load left them (spec §3 `connections`);
 * malformed entries are left out.
 * @example
 * readStoredConnections(storage).eip155?.[0]?.connectorId // 'injected'
 */
export function readStoredConnections(
  storage: PorticoStorage,
): Partial<Record<ChainNamespace, readonly Connection[]>> {
  const stored = storage.get(STORAGE_KEYS.connections)
  if (!isObject(stored)) return {}
  const kept: Partial<Record<ChainNamespace, readonly Connection[]>> = {}
  for (const [namespace, list] of Object.entries(stored)) {
    if (Array.isArray(list) && list.every(isConnection)) kept[namespace as ChainNamespace] = list
  }
  return kept
}

/**
 * Store a namespace's connections (each connector id with its accounts), or drop them
 * (undefined or empty: disconnected); the key goes when no namespace has any.
 * @example
 * writeStoredConnections(storage, 'eip155', [{ connectorId: 'injected', accounts }])
 */
export function writeStoredConnections(
  storage: PorticoStorage,
  namespace: ChainNamespace,
  connections: readonly Connection[] | undefined,
): void {
  const all = { ...readStoredConnections(storage) }
  if (connections && connections.length > 0) all[namespace] = connections
  else delete all[namespace]
  if (Object.keys(all).length === 0) storage.remove(STORAGE_KEYS.connections)
  else storage.set(STORAGE_KEYS.connections, all)
}

/**
 * The preferred account type per namespace the visitor chose last (spec §3
 * `preferredAccountTypes`), or undefined when none is stored.
 * @example
 * readPreferredAccountTypes(storage)?.eip155 // 'eoa'
 */
export function readPreferredAccountTypes(
  storage: PorticoStorage,
): PreferredAccountTypes | undefined {
  const stored = storage.get(STORAGE_KEYS.preferredAccountTypes)
  if (!isObject(stored)) return undefined
  const types = Object.entries(stored).filter(([, type]) => typeof type === 'string')
  return types.length > 0 ? (Object.fromEntries(types) as PreferredAccountTypes) : undefined
}

/**
 * Store the preferred account types (merged over what is stored).
 * @example
 * writePreferredAccountTypes(storage, { eip155: 'smartAccount' })
 */
export function writePreferredAccountTypes(
  storage: PorticoStorage,
  types: PreferredAccountTypes,
): void {
  storage.set(STORAGE_KEYS.preferredAccountTypes, {
    ...readPreferredAccountTypes(storage),
    ...types,
  })
}

/**
 * The social login of the connected embedded wallet (spec §3 `connectedSocial`,
 * `connectedSocialUsername`), as stored by {@link writeConnectedSocial}.
 * @example
 * readConnectedSocial(storage) // { provider: 'github', username: 'ada' }
 */
export function readConnectedSocial(
  storage: PorticoStorage,
): { provider: SocialProvider; username: string | undefined } | undefined {
  const provider = storage.get(STORAGE_KEYS.connectedSocial)
  if (typeof provider !== 'string') return undefined
  const username = storage.get(STORAGE_KEYS.connectedSocialUsername)
  return {
    provider: provider as SocialProvider,
    username: typeof username === 'string' ? username : undefined,
  }
}

/**
 * Store the social login a visitor connected with, and the username it gave (removed when it
 * gave none). Disconnecting removes both (clearNamespace).
 * @example
 * writeConnectedSocial(storage, 'github', 'ada')
 */
export function writeConnectedSocial(
  storage: PorticoStorage,
  provider: SocialProvider,
  username: string | null | undefined,
): void {
  storage.set(STORAGE_KEYS.connectedSocial, provider)
  if (username) storage.set(STORAGE_KEYS.connectedSocialUsername, username)
  else storage.remove(STORAGE_KEYS.connectedSocialUsername)
}
