import {
  type AddressesByLookupTableAddress,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

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
    instructions: readonly Instruction[]
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
    (m) => appendTransactionMessageInstructions(p.instructions, m),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}
