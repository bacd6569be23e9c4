import { encodeBase58, formatUnits } from '@portico/common'
import {
  describeSplTokenInstruction,
  type InstructionDescription,
} from './describeSplTokenInstruction'
import type { ReadSolanaAccount } from './readSolanaAccount'
import { TOKEN_PROGRAMS } from './readSplToken'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)
const u32 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)
const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

/**
 * One instruction with its accounts resolved, as the approval view shows it: SOL transfers,
 * account creation and ownership changes of the System program, SPL token instructions that
 * move value or control, token account creation; other programs by address.
 * @example const { line, warnings } = await describeSolanaInstruction(ix, { read, own })
 */
export async function describeSolanaInstruction(
  ix: { program: string; accounts: string[]; data: Uint8Array },
  context: { read: ReadSolanaAccount; own: string },
): Promise<InstructionDescription> {
  const { program, accounts, data } = ix
  if (program === SYSTEM_PROGRAM && data.length >= 4) {
    const kind = u32(data, 0)
    if (kind === 2 && data.length === 12)
      return { line: `Send ${sol(u64(data, 4))} to ${accounts[1]}`, warnings: [] }
    // CreateAccount: lamports, space, then the program that will own the new account.
    if (kind === 0 && data.length === 52)
      return {
        line: `Create account ${accounts[1]} with ${sol(u64(data, 4))}, owned by program ${encodeBase58(data.subarray(20, 52))}`,
        warnings: [],
      }
    // Assign hands the account, and every lamport in it, to another program.
    if (kind === 1 && data.length === 36) {
      const owner = encodeBase58(data.subarray(4, 36))
      return {
        line: `Give account ${accounts[0]} to program ${owner}`,
        warnings: [
          `This gives program ${owner} control of account ${accounts[0]} and all its SOL.`,
        ],
      }
    }
  }
  if (TOKEN_PROGRAMS.includes(program)) {
    const token = await describeSplTokenInstruction(ix, context)
    if (token) return token
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM)
    return { line: `Create token account ${accounts[1]} for ${accounts[2]}`, warnings: [] }
  if (program === COMPUTE_BUDGET_PROGRAM) return { line: 'Set compute budget', warnings: [] }
  return { line: `Call program ${program} (${data.length} bytes of data)`, warnings: [] }
}
