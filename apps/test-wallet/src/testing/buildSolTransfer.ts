import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

/**
 * An unsigned SOL transfer as an app sends it over WalletConnect (base64 wire transaction):
 * the System program's transfer (instruction 2, lamports as u64 little-endian), `from` paying.
 * @example
 * const wire = buildSolTransfer({ from, to, lamports: 1_000n, blockhash: latest.blockhash })
 */
export function buildSolTransfer(p: {
  from: string
  to: string
  lamports: bigint
  blockhash: string
  lastValidBlockHeight?: bigint
}): string {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, p.lamports, true)
  const transfer = {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: address(p.from), role: AccountRole.WRITABLE_SIGNER },
      { address: address(p.to), role: AccountRole.WRITABLE },
    ],
    data,
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(p.from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(p.blockhash),
          lastValidBlockHeight: p.lastValidBlockHeight ?? 1_000_000n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions([transfer], m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
