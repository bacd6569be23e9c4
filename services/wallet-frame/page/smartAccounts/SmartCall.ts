import type { Address, Hex } from 'viem'

/** One call of a user operation. @example const call: SmartCall = { to, value: 1n } */
export type SmartCall = { to: Address; value?: bigint; data?: Hex }
