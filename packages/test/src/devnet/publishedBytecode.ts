import { createRequire } from 'node:module'
import type { Hex } from 'viem'

const require = createRequire(import.meta.url)

/**
 * The creation bytecode of a published build file (Uniswap's npm packages): all the devnet
 * deploys from it. V2's files write it without `0x`, V3's with.
 * @example
 * const factory = publishedBytecode('@uniswap/v2-core/build/UniswapV2Factory.json')
 */
export function publishedBytecode(file: string): Hex {
  const { bytecode } = require(file) as { bytecode: string }
  return (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex
}
