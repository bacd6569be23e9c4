/**
 * The account types of spec §6, and the visitor's own address delegated to a smart-account
 * implementation (EIP-7702).
 * @example const type: AccountType = 'smartAccount'
 */
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702'

/**
 * The account types whose calls go as ERC-4337 user operations: the counterfactual smart
 * account (EntryPoint v0.7) and the delegated EOA (EntryPoint v0.8).
 * @example const type: OperationAccountType = 'eip7702'
 */
export type OperationAccountType = Exclude<AccountType, 'eoa'>
