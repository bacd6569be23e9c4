/** The parameters of `transfer`, the same in both ABIs. */
const transferInputs = [
  { name: 'to', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const

/**
 * ERC-20 `transfer` as the standard defines it: returns a bool. A JSON ABI, which viem types
 * from and ethers' `Interface` reads alike.
 * @example
 * encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [to, amount] })
 * new Interface(erc20TransferAbi).encodeFunctionData('transfer', [to, amount])
 */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: transferInputs,
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * `transfer` of USDT-style tokens, which return nothing (spec §9): decoding their answer with
 * the standard ABI fails although the transfer works.
 * @example
 * simulateContract(config, { abi: usdtTransferAbi, address: usdt, functionName: 'transfer', args })
 * new Interface(usdtTransferAbi).encodeFunctionData('transfer', [to, amount])
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: transferInputs,
    outputs: [],
  },
] as const

/**
 * One of the two `transfer` ABIs: {@link erc20TransferAbi} or {@link usdtTransferAbi}.
 * @example
 * const abi: TransferAbi = isUsdt ? usdtTransferAbi : erc20TransferAbi
 */
export type TransferAbi = typeof erc20TransferAbi | typeof usdtTransferAbi

/**
 * USDT contracts known to use {@link usdtTransferAbi}, as CAIP-10 ids (lower case).
 * @example
 * USDT_CONTRACTS.includes('eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7') // true
 */
export const USDT_CONTRACTS: readonly string[] = [
  'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
]
