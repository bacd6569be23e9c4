/**
 * Gas a router swap may use: 250,000 for one hop, 350,000 for two, the limits the gateway
 * builds swaps with when it does not estimate (well above what Uniswap V2 spends), so a fee
 * shown or kept back from Max is never short.
 * @example
 * swapGasLimit(2) // 250000n: a path of two tokens is one hop
 */
export function swapGasLimit(pathLength: number): bigint {
  return pathLength > 2 ? 350_000n : 250_000n
}

/**
 * Gas an ERC-20 approval uses, with room: shown in the fee when the router needs one.
 * @example
 * const fee = (swapGasLimit(2) + APPROVAL_GAS_LIMIT) * gasPrice
 */
export const APPROVAL_GAS_LIMIT = 60_000n
