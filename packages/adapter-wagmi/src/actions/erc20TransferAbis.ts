/**
 * ERC-20 `transfer` as the standard defines it: returns a bool.
 * @example
 * encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [to, amount] })
 */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * `transfer` of USDT-style tokens, which return nothing (spec §9): decoding their answer with
 * the standard ABI fails although the transfer works.
 * @example
 * simulateContract(config, { abi: usdtTransferAbi, address: usdt, functionName: 'transfer', args })
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * USDT contracts known to use {@link usdtTransferAbi}, as CAIP-10 ids (lower case).
 * @example
 * USDT_CONTRACTS.includes('eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7') // true
 */
export const USDT_CONTRACTS: readonly string[] = [
  'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
]
