import { encodeBase58 } from '@portico/common'
import type { ReadSolanaAccount } from './readSolanaAccount'
import { formatSplAmount, readSplToken, readTokenAccountMint, type SplToken } from './readSplToken'

/** One instruction as the approval view shows it: a line, and what the visitor must read first. */
export type InstructionDescription = { line: string; warnings: string[] }

// SetAuthority's authority types (Token-2022 adds the ones from 4 on).
const AUTHORITY_NAMES = [
  'mint authority',
  'freeze authority',
  'owner',
  'close authority',
  'transfer fee authority',
  'withheld fee withdraw authority',
  'mint close authority',
  'interest rate authority',
  'permanent delegate',
  'confidential transfer authority',
  'transfer hook authority',
  'confidential transfer fee authority',
  'metadata pointer authority',
  'group pointer authority',
  'group member pointer authority',
  'scaled UI amount authority',
  'pause authority',
]

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

/**
 * Describes an SPL Token / Token-2022 instruction that moves value or control: Transfer,
 * TransferChecked, Approve, ApproveChecked, Revoke, SetAuthority, CloseAccount, with the token's
 * decimals read from the cluster, "unlimited" for u64::MAX and a warning naming who gets control
 * of what. Undefined for other instructions (the caller names the program).
 * @example const d = await describeSplTokenInstruction(ix, { read, own })
 */
export async function describeSplTokenInstruction(
  ix: { accounts: string[]; data: Uint8Array },
  context: { read: ReadSolanaAccount; own: string },
): Promise<InstructionDescription | undefined> {
  const { accounts: a, data } = ix
  const { read, own } = context
  // The token of a token account: its mint, read from the cluster.
  const tokenOf = async (tokenAccount: string): Promise<SplToken | undefined> => {
    const mint = await readTokenAccountMint(read, tokenAccount)
    return mint === undefined ? undefined : readSplToken(read, mint)
  }
  // An amount taken from a token account: in the mint's decimals when the cluster tells them.
  const amountIn = async (amount: bigint, tokenAccount: string) => {
    const token = await tokenOf(tokenAccount)
    if (token) return { amount: formatSplAmount(amount, token), warnings: [] }
    return {
      amount: `${amount === 2n ** 64n - 1n ? 'unlimited amounts' : `${amount} raw units`} (token unknown)`,
      warnings: [
        `Token account ${tokenAccount} could not be read: the token and its decimals are unknown.`,
      ],
    }
  }
  const delegateWarning = (delegate: string, amount: string, source: string) =>
    amount.startsWith('unlimited')
      ? `Unlimited: ${delegate} can take everything in token account ${source}, now and later, until you revoke it.`
      : `This gives ${delegate} control of ${amount} in token account ${source}: it can move them without asking you again.`
  switch (data[0]) {
    case 3: {
      if (data.length !== 9 || a.length < 3) return undefined
      const { amount, warnings } = await amountIn(u64(data, 1), a[0] as string)
      return { line: `Send ${amount} to token account ${a[1]}`, warnings }
    }
    case 12: {
      if (data.length !== 10 || a.length < 4) return undefined
      const amount = formatSplAmount(u64(data, 1), {
        mint: a[1] as string,
        decimals: data[9] as number,
      })
      return { line: `Send ${amount} to token account ${a[2]}`, warnings: [] }
    }
    case 4: {
      if (data.length !== 9 || a.length < 3) return undefined
      const { amount, warnings } = await amountIn(u64(data, 1), a[0] as string)
      return {
        line: `Allow ${a[1]} to spend ${amount} from token account ${a[0]}`,
        warnings: [delegateWarning(a[1] as string, amount, a[0] as string), ...warnings],
      }
    }
    case 13: {
      if (data.length !== 10 || a.length < 4) return undefined
      const amount = formatSplAmount(u64(data, 1), {
        mint: a[1] as string,
        decimals: data[9] as number,
      })
      return {
        line: `Allow ${a[2]} to spend ${amount} from token account ${a[0]}`,
        warnings: [delegateWarning(a[2] as string, amount, a[0] as string)],
      }
    }
    case 5: {
      if (data.length !== 1 || a.length < 2) return undefined
      return { line: `Remove the delegate of token account ${a[0]}`, warnings: [] }
    }
    case 6: {
      const type = data[1]
      const name = type === undefined ? undefined : AUTHORITY_NAMES[type]
      const some = data[2] === 1 && data.length === 35
      if (!name || a.length < 2 || !(some || (data[2] === 0 && data.length === 3))) return undefined
      // The owner and close authorities are a token account's; all others are a mint's.
      const target = `${type === 2 || type === 3 ? 'token account' : 'mint'} ${a[0]}`
      if (!some)
        return {
          line: `Remove the ${name} of ${target}`,
          warnings: [`This removes the ${name} of ${target} for good: nobody can hold it again.`],
        }
      const holder = encodeBase58(data.subarray(3, 35))
      return {
        line: `Make ${holder} the ${name} of ${target}`,
        warnings: [
          type === 2
            ? `This gives ${holder} control of ${target} and all its tokens: it becomes its owner.`
            : `This gives ${holder} control of ${target} as its ${name}.`,
        ],
      }
    }
    case 9: {
      if (data.length !== 1 || a.length < 3) return undefined
      const line = `Close token account ${a[0]} and send its SOL to ${a[1]}`
      return {
        line,
        warnings:
          a[1] === own
            ? []
            : [`Closing token account ${a[0]} sends its SOL to ${a[1]}, not to you.`],
      }
    }
    default:
      return undefined
  }
}
