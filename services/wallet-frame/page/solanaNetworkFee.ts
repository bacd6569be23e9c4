import type { ResolvedSolanaTransaction } from './resolveSolanaTransaction'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** What every signature of a transaction costs, in lamports (the cluster's base fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
// Without SetComputeUnitLimit, each instruction that is not a compute-budget one may use this
// many units, and a transaction at most the cap.
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS = 1_400_000n

/**
 * What a transaction costs its fee payer, in lamports: the base fee of each signature it needs,
 * plus the priority fee its compute-budget instructions ask for (price in micro-lamports per
 * unit × the unit limit, rounded up), as the runtime charges it.
 * @example solanaNetworkFee({ signatures: 1, instructions: [transfer] }) // 5000n
 */
export function solanaNetworkFee(
  tx: Pick<ResolvedSolanaTransaction, 'signatures' | 'instructions'>,
): bigint {
  let price = 0n
  let limit: bigint | undefined
  let others = 0n
  for (const ix of tx.instructions) {
    if (ix.program !== COMPUTE_BUDGET_PROGRAM) {
      others += 1n
      continue
    }
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength)
    // SetComputeUnitLimit (2, u32 units) and SetComputeUnitPrice (3, u64 micro-lamports).
    if (ix.data[0] === 2 && ix.data.length === 5) limit = BigInt(view.getUint32(1, true))
    if (ix.data[0] === 3 && ix.data.length === 9) price = view.getBigUint64(1, true)
  }
  const units = limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION
  const capped = units > MAX_UNITS ? MAX_UNITS : units
  const priority = (price * capped + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(tx.signatures) + priority
}
