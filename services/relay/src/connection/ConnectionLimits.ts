import type { RelayUpgradeErrorKey } from '../rpc/relayErrorCodes'

/**
 * A taken connection slot, or which cap refused it.
 * @example
 * const slot: ConnectionSlot = await limits.acquire(address, clientId)
 */
export type ConnectionSlot =
  | { ok: true; release: () => void }
  | { ok: false; key: RelayUpgradeErrorKey }

/**
 * Open sockets per remote address and per client id against their caps: in the process for one
 * node (`createConnectionLimits`), in Redis for a cluster (`createRedisConnectionLimits`), so a
 * client at its cap on one node cannot open more on another.
 * @example
 * if (await limits.addressFull(address)) return refuse('TOO_MANY_ADDRESS_CONNECTIONS')
 * const slot = await limits.acquire(address, clientId)
 */
export type ConnectionLimits = {
  /** Whether `address` already holds its cap (checked before the costlier JWT check). */
  addressFull(address: string): boolean | Promise<boolean>
  /** Take a slot, or say which cap refuses it. `release` gives the slot back (once). */
  acquire(address: string, clientId: string): ConnectionSlot | Promise<ConnectionSlot>
  /** Give back whatever this node still holds and stop any background work. */
  close(): Promise<void>
}
