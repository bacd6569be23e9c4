import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  type Transaction,
} from '@solana/kit'
import { z } from 'zod'
import type { LocalSolanaChain } from '../chain/createLocalSolanaChain'
import { decodeWireTransaction } from '../rpc/decodeWireTransaction'
import { defineMethod, type RpcMethod, withContext } from '../rpc/defineMethod'
import { encodeAccount } from '../rpc/encodeAccount'
import { messageFee } from '../rpc/messageFee'
import {
  accountEncodingSchema,
  addressSchema,
  commitmentConfigSchema,
  signatureSchema,
} from '../rpc/rpcSchemas'
import { SolanaRpcError } from '../rpc/SolanaRpcError'
import { mintDecimals } from './accountMethods'

const wireEncodingSchema = z.enum(['base58', 'base64']).optional()

const sendConfigSchema = commitmentConfigSchema.extend({
  encoding: wireEncodingSchema,
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  maxRetries: z.number().int().nonnegative().optional(),
})

const simulateConfigSchema = commitmentConfigSchema.extend({
  encoding: wireEncodingSchema,
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z
    .object({
      addresses: z.array(addressSchema).max(100),
      encoding: accountEncodingSchema.optional(),
    })
    .optional(),
})

function simulate(
  chain: LocalSolanaChain,
  transaction: Transaction,
  config: z.output<typeof simulateConfigSchema> = {},
) {
  if (config.sigVerify && config.replaceRecentBlockhash) {
    throw new SolanaRpcError(
      SolanaRpcError.invalidParams,
      'sigVerify may not be used with replaceRecentBlockhash',
    )
  }
  const outcome = chain.simulate(transaction, {
    sigVerify: config.sigVerify ?? false,
    replaceRecentBlockhash: config.replaceRecentBlockhash ?? false,
  })
  const accounts = config.accounts
    ? config.accounts.addresses.map((address) => {
        const account =
          outcome.postAccounts.find((item) => item.address === address) ??
          chain.getAccount(address as never)
        if (!('data' in account) || ('exists' in account && !account.exists)) return null
        return encodeAccount(account, { encoding: config.accounts?.encoding ?? 'base64' }, (mint) =>
          mintDecimals(chain, mint),
        )
      })
    : null
  return {
    err: outcome.err,
    logs: outcome.logs,
    accounts,
    unitsConsumed: outcome.unitsConsumed,
    returnData: null,
    ...(config.innerInstructions ? { innerInstructions: [] } : {}),
    ...(outcome.replacementBlockhash ? { replacementBlockhash: outcome.replacementBlockhash } : {}),
  }
}

/** sendTransaction, simulateTransaction, getSignatureStatuses, getFeeForMessage, getLatestBlockhash, isBlockhashValid. */
export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: defineMethod(
    z.tuple([z.string().min(1), sendConfigSchema.optional()]),
    ([text, config], chain) => {
      const transaction = decodeWireTransaction(text, config?.encoding ?? 'base58')
      if (!config?.skipPreflight) {
        const preflight = simulate(chain, transaction, { sigVerify: true })
        if (preflight.err === 'SignatureFailure') {
          throw new SolanaRpcError(
            SolanaRpcError.signatureVerificationFailure,
            'Transaction signature verification failure',
          )
        }
        if (preflight.err) {
          throw new SolanaRpcError(
            SolanaRpcError.simulationFailed,
            `Transaction simulation failed: ${describeError(preflight.err)}`,
            preflight,
          )
        }
      }
      const { signature, err } = chain.send(transaction)
      if (err === 'SignatureFailure') {
        throw new SolanaRpcError(
          SolanaRpcError.signatureVerificationFailure,
          'Transaction signature verification failure',
        )
      }
      return signature
    },
  ),
  simulateTransaction: defineMethod(
    z.tuple([z.string().min(1), simulateConfigSchema.optional()]),
    ([text, config], chain) =>
      withContext(
        chain,
        simulate(chain, decodeWireTransaction(text, config?.encoding ?? 'base58'), config),
      ),
  ),
  getSignatureStatuses: defineMethod(
    z.tuple([
      z.array(signatureSchema).max(256),
      z.object({ searchTransactionHistory: z.boolean().optional() }).loose().optional(),
    ]),
    ([signatures], chain) =>
      withContext(
        chain,
        signatures.map((signature) => {
          const status = chain.signatureStatus(signature)
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      ),
  ),
  getFeeForMessage: defineMethod(
    z.tuple([z.string().min(1), commitmentConfigSchema.optional()]),
    ([text], chain) => {
      let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
      try {
        message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(text))
      } catch {
        throw new SolanaRpcError(
          SolanaRpcError.invalidParams,
          'Invalid param: failed to decode message',
        )
      }
      const valid = chain.isBlockhashValid(message.lifetimeToken)
      return withContext(chain, valid ? messageFee(message, chain.lamportsPerSignature) : null)
    },
  ),
  getLatestBlockhash: defineMethod(z.tuple([commitmentConfigSchema.optional()]), (_, chain) =>
    withContext(chain, chain.latestBlockhash()),
  ),
  isBlockhashValid: defineMethod(
    z.tuple([addressSchema, commitmentConfigSchema.optional()]),
    ([blockhash], chain) => withContext(chain, chain.isBlockhashValid(blockhash)),
  ),
}

function describeError(err: unknown): string {
  if (typeof err === 'string') return err
  return JSON.stringify(err)
}
