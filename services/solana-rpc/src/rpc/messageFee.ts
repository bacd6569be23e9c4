import type { CompiledTransactionMessage } from '@solana/kit'

const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
const defaultUnitsPerInstruction = 200_000n
const maxUnits = 1_400_000n

/**
 * What a message costs: the base fee per signature plus the priority fee its Compute Budget
 * instructions ask for (`ceil(unit price × unit limit / 1e6)`).
 *
 * @example
 * messageFee(message, 5000n) // 5000n for one signer and no priority fee
 */
export function messageFee(
  message: CompiledTransactionMessage,
  lamportsPerSignature: bigint,
): bigint {
  const base = BigInt(message.header.numSignerAccounts) * lamportsPerSignature
  // Version 1 messages carry their compute budget in config values: base fee only for now.
  if (!('instructions' in message)) return base
  let unitPrice = 0n
  let unitLimit: bigint | undefined
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program !== computeBudgetProgram || !data || data.length === 0) {
      otherInstructions += 1n
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) unitPrice = view.getBigUint64(1, true)
  }
  const units = unitLimit ?? min(otherInstructions * defaultUnitsPerInstruction, maxUnits)
  const priority = (unitPrice * units + 999_999n) / 1_000_000n
  return base + priority
}

function min(a: bigint, b: bigint) {
  return a < b ? a : b
}
