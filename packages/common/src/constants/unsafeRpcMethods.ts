// The two lists are separate modules: a page's first load needs only the unsafe one (a request
// counts as in flight from its call), and a bundler keeps every used export of a module
// wherever the module lands, so one shared module would put the safe list there too.
/**
 * RPC methods that sign or send and so open ApproveTransaction (spec §6/§7).
 * @example UNSAFE_RPC_METHODS.includes('personal_sign') // true
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * A method on the unsafe list.
 * @example const m: UnsafeRpcMethod = 'personal_sign'
 */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
