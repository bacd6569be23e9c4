import type { Address, Hex } from 'viem'

/**
 * The four-byte selectors of the calls the devnet set-up makes, written out for the same reason
 * as {@link encodeStaticCall}; a test derives each from its signature with viem.
 * @example
 * STATIC_SELECTORS['approve(address,uint256)'] // '0x095ea7b3'
 */
export const STATIC_SELECTORS = {
  'mint(address,uint256)': '0x40c10f19',
  'approve(address,uint256)': '0x095ea7b3',
  'addLiquidityETH(address,uint256,uint256,uint256,address,uint256)': '0xf305d719',
  'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)': '0xe8e33700',
} as const satisfies Record<string, Hex>

/**
 * ABI-encodes a call (or, with bytecode in place of a selector, a deployment) whose arguments
 * are all static words: addresses and unsigned integers. Written out because loading viem's
 * encoder costs the dev stack seconds at start-up; a test checks it against viem.
 * @example
 * encodeStaticCall(STATIC_SELECTORS['approve(address,uint256)'], [router, 2n ** 256n - 1n])
 */
export function encodeStaticCall(prefix: Hex, args: readonly (Address | bigint)[]): Hex {
  const words = args.map((arg) =>
    typeof arg === 'bigint'
      ? arg.toString(16).padStart(64, '0')
      : arg.slice(2).toLowerCase().padStart(64, '0'),
  )
  return `${prefix}${words.join('')}`
}
