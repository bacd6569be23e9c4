import { STARTUP_STORAGE_KEYS } from './startupStorageKeys'

/**
 * Browser storage keys (spec §3), all under the `@portico/` prefix: those a client reads at its
 * creation ({@link STARTUP_STORAGE_KEYS}) and the rest.
 * @example localStorage.getItem(STORAGE_KEYS.recentWallets)
 */
export const STORAGE_KEYS = {
  ...STARTUP_STORAGE_KEYS,
  walletId: '@portico/wallet_id',
  walletName: '@portico/wallet_name',
  connectedSocial: '@portico/connected_social',
  connectedSocialUsername: '@portico/connected_social_username',
  connections: '@portico/connections',
  siwxAuthToken: '@portico/siwx_auth_token',
  siwxNonceToken: '@portico/siwx_nonce_token',
  balanceCache: '@portico/balance_cache',
  nativeBalanceCache: '@portico/native_balance_cache',
  nameCache: '@portico/name_cache',
  identityCache: '@portico/identity_cache',
  preferredAccountTypes: '@portico/preferred_account_types',
  embeddedEmail: '@portico/embedded_email',
  embeddedLoginUsed: '@portico/embedded_login_used',
  embeddedLastChainId: '@portico/embedded_last_chain_id',
  embeddedSocialUsername: '@portico/embedded_social_username',
  emailLoginLastAt: '@portico/email_login_last_at',
} as const

/**
 * A browser storage key.
 * @example const key: StorageKey = STORAGE_KEYS.walletId
 */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
