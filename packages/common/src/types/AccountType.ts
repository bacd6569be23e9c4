/**
 * Kind of an EVM/Solana account (spec §6): a plain key (`eoa`), the embedded wallet's ERC-4337
 * smart account at an address of its own (`smartAccount`), or the visitor's own address upgraded
 * to a smart account by an EIP-7702 delegation (`eip7702`: the EOA's address, its calls sent as
 * user operations).
 * @example
 * const t: AccountType = 'smartAccount'
 */
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702'

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
