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
  'deposit()': '0xd0e30db0',
  'enableFeeAmount(uint24,int24)': '0x8a7c195f',
  'createAndInitializePoolIfNecessary(address,address,uint24,uint160)': '0x13ead562',
  'mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))':
    '0x88316456',
  'increaseObservationCardinalityNext(uint16)': '0x32148f67',
  'getPool(address,address,uint24)': '0x1698ee82',
  'depositTo(address)': '0xb760faf9',
} as const satisfies Record<string, Hex>

/**
 * ABI-encodes a call (or, with bytecode in place of a selector, a deployment) whose arguments
 * are all static words: addresses and integers (a negative one in two's complement, as an
 * `int24` tick is), or a tuple of them written out in order. Written out because loading viem's
 * encoder costs the dev stack seconds at start-up; a test checks it against viem.
 * @example
 * encodeStaticCall(STATIC_SELECTORS['approve(address,uint256)'], [router, 2n ** 256n - 1n])
 */
export function encodeStaticCall(prefix: Hex, args: readonly (Address | bigint)[]): Hex {
  const words = args.map((arg) =>
    typeof arg === 'bigint'
      ? (arg < 0n ? (1n << 256n) + arg : arg).toString(16).padStart(64, '0')
      : arg.slice(2).toLowerCase().padStart(64, '0'),
  )
  return `${prefix}${words.join('')}`
}
