/**
 * ERC-20 `transfer` as the standard defines it (returns a bool), in ethers' human-readable form.
 * @example
 * new Interface(erc20TransferAbi).encodeFunctionData('transfer', [to, amount])
 */
export const erc20TransferAbi = [
  'function transfer(address to, uint256 amount) returns (bool)',
] as const

/**
 * `transfer` of USDT-style tokens, which return nothing (spec §9): reading their answer as a
 * bool fails although the transfer works.
 * @example
 * new Interface(usdtTransferAbi).encodeFunctionData('transfer', [to, amount])
 */
export const usdtTransferAbi = ['function transfer(address to, uint256 amount)'] as const

/**
 * USDT contracts known to use {@link usdtTransferAbi}, as CAIP-10 ids (lower case).
 * @example
 * USDT_CONTRACTS.includes('eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7') // true
 */
export const USDT_CONTRACTS: readonly string[] = [
  'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
]
