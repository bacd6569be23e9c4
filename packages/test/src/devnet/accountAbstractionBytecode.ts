import { createRequire } from 'node:module'
import type { Hex } from 'viem'

const require = createRequire(import.meta.url)

/**
 * The creation bytecode of one of `@account-abstraction/contracts`' published artifacts (v0.7):
 * all the devnet deploys from it.
 * @example
 * const paymaster = accountAbstractionBytecode('VerifyingPaymaster')
 */
export function accountAbstractionBytecode(name: string): Hex {
  const { bytecode } = require(`@account-abstraction/contracts/artifacts/${name}.json`) as {
    bytecode: Hex
  }
  return bytecode
}
