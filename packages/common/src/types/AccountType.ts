/**
 * Kind of an EVM/Solana account (spec §6).
 * @example
 * const t: AccountType = 'smartAccount'
 */
export type AccountType = 'eoa' | 'smartAccount'

/**
 * Purpose of a Bitcoin account.
 * @example
 * const t: BitcoinAccountType = 'payment'
 */
export type BitcoinAccountType = 'payment' | 'ordinal' | 'stx'

/**
 * Preferred account type per namespace.
 * @example
 * const p: PreferredAccountTypes = { eip155: 'eoa' }
 */
export type PreferredAccountTypes = {
  eip155?: AccountType
  solana?: 'eoa'
  polkadot?: 'eoa'
  bip122?: BitcoinAccountType
}
