import { decodeBase58, isSolanaAddress } from '@portico/common'
import { getBase64Encoder, getTransactionDecoder, type Transaction } from '@solana/kit'
import { z } from 'zod'

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')
const transaction = base64.transform((text, ctx) => {
  try {
    return getTransactionDecoder().decode(getBase64Encoder().encode(text))
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Not a Solana wire transaction' })
    return z.NEVER
  }
})
const signMessageSchema = z.object({
  message: z.string().transform((text, ctx) => {
    const bytes = decodeBase58(text)
    if (!bytes || bytes.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Expected a base58 message' })
      return z.NEVER
    }
    return bytes
  }),
  pubkey: z.string().refine(isSolanaAddress, 'Expected a Solana address').optional(),
})
const sendOptionsSchema = z
  .object({
    skipPreflight: z.boolean().optional(),
    preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    maxRetries: z.number().int().nonnegative().optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .optional()

/**
 * Send options of solana_signAndSendTransaction the wallet passes on to the cluster.
 * @example
 * const options: SolanaSendOptions = { skipPreflight: true }
 */
export type SolanaSendOptions = NonNullable<z.infer<typeof sendOptionsSchema>>

/**
 * A WalletConnect solana request the test wallet understands, validated and decoded: the
 * message's bytes, the wire transactions (`@solana/kit` Transaction: message bytes and
 * signature slots).
 * @example
 * const parsed: ParsedSolanaRequest = { kind: 'solanaSignMessage', message, pubkey }
 */
export type ParsedSolanaRequest =
  | { kind: 'solanaSignMessage'; message: Uint8Array; pubkey: string | undefined }
  | { kind: 'solanaSignTransaction'; transaction: Transaction }
  | { kind: 'solanaSignAllTransactions'; transactions: Transaction[] }
  | {
      kind: 'solanaSignAndSendTransaction'
      transaction: Transaction
      sendOptions: SolanaSendOptions | undefined
    }

/**
 * Whether a parsed request is one of the solana methods (the rest are EVM or unsupported).
 * @example
 * if (isSolanaRequest(request.parsed)) await executeSolanaRequest(request.parsed, context)
 */
export function isSolanaRequest(request: { kind: string }): request is ParsedSolanaRequest {
  return request.kind.startsWith('solana')
}

/**
 * Validate a solana session request in WalletConnect's shapes: solana_signMessage
 * `{ message: base58, pubkey }`, solana_signTransaction `{ transaction: base64 }`,
 * solana_signAllTransactions `{ transactions: base64[] }`, solana_signAndSendTransaction
 * `{ transaction: base64, sendOptions? }`. Anything else, or malformed params, is
 * `unsupported` with the reason (answered with an error, as for EVM).
 * @example
 * parseSolanaRequest('solana_signMessage', { message: '9Ajdvzr', pubkey })
 */
export function parseSolanaRequest(
  method: string,
  params: unknown,
): ParsedSolanaRequest | { kind: 'unsupported'; reason: string } {
  try {
    switch (method) {
      case 'solana_signMessage': {
        const { message, pubkey } = signMessageSchema.parse(params)
        return { kind: 'solanaSignMessage', message, pubkey }
      }
      case 'solana_signTransaction':
        return {
          kind: 'solanaSignTransaction',
          transaction: z.object({ transaction }).parse(params).transaction,
        }
      case 'solana_signAllTransactions':
        return {
          kind: 'solanaSignAllTransactions',
          transactions: z.object({ transactions: z.array(transaction).min(1) }).parse(params)
            .transactions,
        }
      case 'solana_signAndSendTransaction': {
        const parsed = z.object({ transaction, sendOptions: sendOptionsSchema }).parse(params)
        return {
          kind: 'solanaSignAndSendTransaction',
          transaction: parsed.transaction,
          sendOptions: parsed.sendOptions,
        }
      }
      default:
        return { kind: 'unsupported', reason: `The test wallet does not support ${method}` }
    }
  } catch (error) {
    const detail = error instanceof z.ZodError ? error.issues[0]?.message : String(error)
    return { kind: 'unsupported', reason: `Malformed ${method} params: ${detail}` }
  }
}
