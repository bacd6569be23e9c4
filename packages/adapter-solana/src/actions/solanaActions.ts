import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Signature,
} from '@solana/kit'
import { FeeUnavailableError, UnsignedTransactionError } from '../errors/transaction'
import { buildTransaction } from './buildTransaction'
import {
  receiverAccountRent,
  solTransferInstructions,
  tokenTransferInstructions,
} from './transferInstructions'
import { waitForSignature } from './waitForSignature'

/**
 * The adapter's `@solana/kit` work, loaded with the first action rather than with the page.
 * @example
 * const actions = await import('./actions/solanaActions')
 */
export const solanaActions = {
  async getLamports(rpcUrl: string, owner: string): Promise<bigint> {
    const { value } = await createSolanaRpc(rpcUrl).getBalance(address(owner)).send()
    return value
  },
  async getSlot(rpcUrl: string): Promise<bigint> {
    return createSolanaRpc(rpcUrl).getSlot({ commitment: 'confirmed' }).send()
  },
  buildSolTransfer: (rpcUrl: string, p: { from: string; to: string; lamports: bigint }) =>
    buildTransaction(rpcUrl, p.from, solTransferInstructions(p)),
  async buildTokenTransfer(
    rpcUrl: string,
    p: { from: string; to: string; mint: string; amount: bigint },
  ) {
    return buildTransaction(rpcUrl, p.from, await tokenTransferInstructions(rpcUrl, p))
  },
  async feeForMessage(rpcUrl: string, messageBase64: string): Promise<bigint> {
    const { value } = await createSolanaRpc(rpcUrl)
      .getFeeForMessage(
        messageBase64 as Parameters<ReturnType<typeof createSolanaRpc>['getFeeForMessage']>[0],
      )
      .send()
    if (value === null) throw new FeeUnavailableError()
    return value
  },
  /** What a SOL transfer costs its sender beyond the amount: the cluster's fee, in lamports. */
  async solTransferFee(
    rpcUrl: string,
    p: { from: string; to: string; lamports: bigint },
  ): Promise<bigint> {
    const built = await solanaActions.buildSolTransfer(rpcUrl, p)
    return solanaActions.feeForMessage(rpcUrl, built.messageBase64)
  },
  /**
   * What an SPL transfer costs its sender in lamports: the cluster's fee plus the rent of the
   * receiver's token account when the transfer creates it.
   */
  async tokenTransferCost(
    rpcUrl: string,
    p: { from: string; to: string; mint: string; amount: bigint },
  ): Promise<bigint> {
    const [built, rent] = await Promise.all([
      solanaActions.buildTokenTransfer(rpcUrl, p),
      receiverAccountRent(rpcUrl, p),
    ])
    return (await solanaActions.feeForMessage(rpcUrl, built.messageBase64)) + rent
  },
  /** Sends a wallet-signed wire transaction; resolves its base58 signature. */
  async sendWire(rpcUrl: string, wire: Uint8Array): Promise<string> {
    const encoded = getBase64Decoder().decode(wire)
    return createSolanaRpc(rpcUrl)
      .sendTransaction(
        encoded as Parameters<ReturnType<typeof createSolanaRpc>['sendTransaction']>[0],
        {
          encoding: 'base64',
        },
      )
      .send()
  },
  waitForSignature,
  base58: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
  fromBase58: (text: string) => new Uint8Array(getBase58Encoder().encode(text)),
  base64: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
  fromBase64: (text: string) => new Uint8Array(getBase64Encoder().encode(text)),
  /** The fee payer's signature of a wire transaction, base58 (the transaction's id). */
  firstSignature(wire: Uint8Array): string {
    const bytes = Object.values(getTransactionDecoder().decode(wire).signatures)[0]
    if (!bytes) throw new UnsignedTransactionError()
    return getBase58Decoder().decode(bytes)
  },
}

/** The lazily loaded actions. */
export type SolanaActions = typeof solanaActions
export type { Signature }
