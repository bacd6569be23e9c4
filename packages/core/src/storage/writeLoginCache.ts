import { STORAGE_KEYS } from '@portico/common'
import type { EmbeddedWalletUser } from '../types/AccountState'
import type { PorticoStorage } from '../types/PorticoStorage'

/**
 * The embedded wallet's login cache (spec §4: email, login-used flag, last chain, social
 * username): written for a signed-in user, removed with `undefined` (disconnect, or a
 * connection check that failed).
 * @example
 * writeLoginCache(storage, { address: '0x…', chainId: 31337, email: 'ada@example.com', accounts: [] })
 * writeLoginCache(storage, undefined)
 */
export function writeLoginCache(
  storage: PorticoStorage,
  user: EmbeddedWalletUser | undefined,
): void {
  const entries = [
    [STORAGE_KEYS.embeddedEmail, user?.email ?? undefined],
    [STORAGE_KEYS.embeddedLoginUsed, user ? true : undefined],
    [STORAGE_KEYS.embeddedLastChainId, user?.chainId],
    [STORAGE_KEYS.embeddedSocialUsername, user?.userName ?? undefined],
  ] as const
  for (const [key, value] of entries) {
    if (value === undefined) storage.remove(key)
    else storage.set(key, value)
  }
}
