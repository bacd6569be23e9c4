import {
  address,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { ChainPayer, PayoutTransfer } from './ChainPayer'

const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])

/**
 * The hot wallet's Solana signer from its configured key: a 32-byte private key as 0x hex, or
 * solana-keygen's 64-number array.
 * @example const signer = await solanaHotWalletSigner('0x…')
 */
export function solanaHotWalletSigner(key: string | readonly number[]): Promise<KeyPairSigner> {
  return typeof key === 'string'
    ? createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(key.slice(2), 'hex')))
    : createKeyPairSignerFromBytes(Uint8Array.from(key))
}

/**
 * Pays out on one Solana cluster from the hot wallet: a System transfer for SOL; for an SPL
 * token, the recipient's associated token account made when missing (paid by the hot wallet),
 * then `transferChecked` (Token or Token-2022, after the mint's owner). The transaction's
 * signature is its hash; `settle` follows it with `getSignatureStatuses` until confirmed.
 * @example
 * const payer = await createSolanaPayer({ rpcUrl, secretKey })
 * const { txHash, rawTx } = await payer.sign({ asset: 'native', recipient, units: 1_000_000n, decimals: 9 })
 */
export async function createSolanaPayer(options: {
  rpcUrl: string
  secretKey: string | readonly number[]
  timeoutMs?: number
}): Promise<ChainPayer> {
  const signer = await solanaHotWalletSigner(options.secretKey)
  const rpc = createSolanaRpc(options.rpcUrl)

  async function instructions(transfer: PayoutTransfer): Promise<Instruction[]> {
    const recipient = address(transfer.recipient)
    if (transfer.asset === 'native') {
      return [
        getTransferSolInstruction({
          source: signer,
          destination: recipient,
          amount: transfer.units,
        }),
      ]
    }
    const mint = address(transfer.asset)
    const { value: account } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
    if (!account || !TOKEN_PROGRAMS.has(account.owner)) {
      throw new Error(`${transfer.asset} is not an SPL mint on this cluster`)
    }
    const tokenProgram = account.owner
    const [source] = await findAssociatedTokenPda({ owner: signer.address, mint, tokenProgram })
    const [destination] = await findAssociatedTokenPda({ owner: recipient, mint, tokenProgram })
    return [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: recipient,
        mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source,
          mint,
          destination,
          authority: signer,
          amount: transfer.units,
          decimals: transfer.decimals,
        },
        { programAddress: tokenProgram },
      ),
    ]
  }

  return {
    address: signer.address,
    async sign(transfer) {
      const [{ value: latest }, list] = await Promise.all([
        rpc.getLatestBlockhash().send(),
        instructions(transfer),
      ])
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(signer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) => appendTransactionMessageInstructions(list, m),
      )
      const transaction = await signTransactionMessageWithSigners(message)
      return {
        txHash: getSignatureFromTransaction(transaction),
        rawTx: getBase64EncodedWireTransaction(transaction),
      }
    },
    async settle(rawTx, txHash) {
      const signature = txHash as Signature
      const status = async () =>
        (await rpc.getSignatureStatuses([signature]).send()).value[0] ?? null
      let seen = await status()
      // Not seen yet: send it; preflight refuses what cannot succeed (the hot wallet short).
      if (!seen) {
        await rpc
          .sendTransaction(rawTx as Base64EncodedWireTransaction, { encoding: 'base64' })
          .send()
      }
      const deadline = Date.now() + (options.timeoutMs ?? 60_000)
      while (Date.now() < deadline) {
        seen = await status()
        if (seen && seen.confirmationStatus !== 'processed') {
          return seen.err
            ? { state: 'failed', reason: `The transfer failed on chain (${describe(seen.err)})` }
            : { state: 'success' }
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return { state: 'pending' }
    },
  }
}

// Transaction errors carry bigints (instruction indexes, lamports): JSON.stringify alone throws.
const describe = (err: unknown) =>
  JSON.stringify(err, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
