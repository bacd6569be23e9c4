import { encodeBase58 } from '@portico/common'
import type { SolanaTransaction } from './decodeSolanaTransaction'
import { FrameRequestError } from './FrameRequestError'
import type { ReadSolanaAccount } from './readSolanaAccount'

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
// An address lookup table: a 56-byte header (type 1 = initialized table), then addresses.
const LOOKUP_TABLE_HEADER = 56

/**
 * A transaction whose instructions name every account by address.
 * @example const { instructions } = await resolveSolanaTransaction(tx, read)
 */
export type ResolvedSolanaTransaction = {
  feePayer: string
  /** How many signatures it needs (each pays the base fee). */
  signatures: number
  instructions: { program: string; accounts: string[]; data: Uint8Array }[]
}

/**
 * Resolves a transaction's account indexes to addresses, reading each address lookup table it
 * uses from the cluster. A table that cannot be read, is not a lookup table or is too short
 * for an index refuses the request: the approval view never shows a guess. A table's entries
 * never change once written (tables only grow, and a closed table's address cannot come back),
 * so what is read here is what the transaction will use.
 * @example const resolved = await resolveSolanaTransaction(tx, createSolanaAccountReader(api, id))
 */
export async function resolveSolanaTransaction(
  tx: SolanaTransaction,
  read: ReadSolanaAccount,
): Promise<ResolvedSolanaTransaction> {
  const writable: string[] = []
  const readonly: string[] = []
  for (const lookup of tx.lookups) {
    const entries = await readTable(lookup.table, read)
    const pick = (index: number) => {
      const entry = entries[index]
      if (entry === undefined)
        throw new FrameRequestError(
          `The address lookup table ${lookup.table} has no entry ${index}: the transaction cannot be shown`,
        )
      return entry
    }
    writable.push(...lookup.writable.map(pick))
    readonly.push(...lookup.readonly.map(pick))
  }
  const accounts = [...tx.staticKeys, ...writable, ...readonly]
  const at = (index: number) => {
    const account = accounts[index]
    if (account === undefined) throw new FrameRequestError('Invalid transaction')
    return account
  }
  return {
    feePayer: at(0),
    signatures: tx.signers.length,
    instructions: tx.instructions.map((ix) => ({
      program: at(ix.programIndex),
      accounts: ix.accountIndexes.map(at),
      data: ix.data,
    })),
  }
}

async function readTable(table: string, read: ReadSolanaAccount): Promise<string[]> {
  const unreadable = () =>
    new FrameRequestError(
      `The address lookup table ${table} could not be read: the transaction cannot be shown`,
    )
  let account: Awaited<ReturnType<ReadSolanaAccount>>
  try {
    account = await read(table)
  } catch {
    throw unreadable()
  }
  if (!account || account.owner !== LOOKUP_TABLE_PROGRAM) throw unreadable()
  const { data } = account
  const type = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (data.length < LOOKUP_TABLE_HEADER || type.getUint32(0, true) !== 1) throw unreadable()
  if ((data.length - LOOKUP_TABLE_HEADER) % 32 !== 0) throw unreadable()
  const entries: string[] = []
  for (let at = LOOKUP_TABLE_HEADER; at < data.length; at += 32)
    entries.push(encodeBase58(data.subarray(at, at + 32)))
  return entries
}
