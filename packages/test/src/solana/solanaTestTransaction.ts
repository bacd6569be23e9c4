import {
  AccountRole,
  type AddressesByLookupTableAddress,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/**
 * One instruction of a test transaction: the program, its accounts (read-only and not signing
 * unless said) and its data.
 * @example const ix: SolanaTestInstruction = { program, accounts: [{ address, writable: true }], data }
 */
export type SolanaTestInstruction = {
  program: string
  accounts: readonly { address: string; signer?: boolean; writable?: boolean }[]
  data: Uint8Array
}

const roleOf = (a: { signer?: boolean; writable?: boolean }) =>
  a.signer
    ? a.writable
      ? AccountRole.WRITABLE_SIGNER
      : AccountRole.READONLY_SIGNER
    : a.writable
      ? AccountRole.WRITABLE
      : AccountRole.READONLY

/**
 * An unsigned v0 transaction of any instructions on the cluster at `rpcUrl` (its latest
 * blockhash), base64 wire bytes as the solana_* RPC methods carry them. With `lookupTables`
 * (table address → its addresses, in order) the accounts that are in a table and need no
 * signature are taken from it, as wallets' SDKs compress messages.
 * @example
 * const transaction = await solanaTestTransaction(solana.url, { feePayer, instructions: [ix] })
 */
export async function solanaTestTransaction(
  rpcUrl: string,
  p: {
    feePayer: string
    instructions: readonly SolanaTestInstruction[]
    lookupTables?: Record<string, readonly string[]>
  },
): Promise<string> {
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const tables: AddressesByLookupTableAddress = Object.fromEntries(
    Object.entries(p.lookupTables ?? {}).map(([table, entries]) => [
      address(table),
      entries.map((entry) => address(entry)),
    ]),
  )
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(p.feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstructions(
        p.instructions.map((ix) => ({
          programAddress: address(ix.program),
          accounts: ix.accounts.map((a) => ({ address: address(a.address), role: roleOf(a) })),
          data: ix.data,
        })),
        m,
      ),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}
