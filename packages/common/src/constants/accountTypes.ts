import type { PreferredAccountTypes } from '../types/AccountType'

/**
 * Preferred account type per namespace when the app sets none (spec §6).
 * @example const type = options.preferredAccountTypes?.eip155 ?? PREFERRED_ACCOUNT_TYPES.eip155
 */
export const PREFERRED_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const satisfies Required<PreferredAccountTypes>
