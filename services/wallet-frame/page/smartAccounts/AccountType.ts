/** The two account types of spec §6. @example const type: AccountType = 'smartAccount' */
export type AccountType = 'eoa' | 'smartAccount'
