import { z } from 'zod'
import type { TransactionRecord } from '../chain/recordTransaction'
import { defineMethod, type RpcMethod } from '../rpc/defineMethod'
import { addressSchema, commitmentConfigSchema, signatureSchema } from '../rpc/rpcSchemas'
import { mintDecimals } from './accountMethods'

const getTransactionConfigSchema = commitmentConfigSchema.extend({
  encoding: z.enum(['json', 'jsonParsed']).optional(),
  maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
})
const signaturesConfigSchema = commitmentConfigSchema.extend({
  limit: z.number().int().min(1).max(1000).optional(),
  before: signatureSchema.optional(),
  until: signatureSchema.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
})

/**
 * A recorded transaction as Solana's `getTransaction` answers it: `jsonParsed` lists each key
 * as `{ pubkey, signer, writable, source }`, `json` as its address; the instructions and logs
 * are left out (empty).
 * @example toTransactionAnswer(record, 'jsonParsed', (mint) => 6)
 */
function toTransactionAnswer(
  record: TransactionRecord,
  encoding: 'json' | 'jsonParsed',
  decimalsOf: (mint: string) => number,
) {
  const tokenBalances = (balances: TransactionRecord['preTokenBalances']) =>
    balances.map(({ amount, ...balance }) => {
      const decimals = decimalsOf(balance.mint)
      const text = amount.toString().padStart(decimals + 1, '0')
      const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
      const integer = text.slice(0, text.length - decimals)
      const uiAmountString = fraction ? `${integer}.${fraction}` : integer
      return {
        ...balance,
        uiTokenAmount: {
          amount: amount.toString(),
          decimals,
          uiAmount: Number(uiAmountString),
          uiAmountString,
        },
      }
    })
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: record.version,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      preTokenBalances: tokenBalances(record.preTokenBalances),
      postTokenBalances: tokenBalances(record.postTokenBalances),
      innerInstructions: [],
      logMessages: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
    },
    transaction: {
      signatures: record.signatures,
      message: {
        accountKeys:
          encoding === 'jsonParsed'
            ? record.keys.map((key) => ({ ...key, source: 'transaction' }))
            : record.keys.map((key) => key.pubkey),
        recentBlockhash: record.recentBlockhash,
        instructions: [],
      },
    },
  }
}

/** getTransaction, getSignaturesForAddress: the transactions sent to this chain. */
export const historyMethods: Record<string, RpcMethod> = {
  getTransaction: defineMethod(
    z.tuple([signatureSchema, getTransactionConfigSchema.optional()]),
    ([signature, config], chain) => {
      const record = chain.transaction(signature)
      if (!record) return null
      return toTransactionAnswer(
        record,
        config?.encoding ?? 'json',
        (mint) => mintDecimals(chain, mint) ?? 0,
      )
    },
  ),
  getSignaturesForAddress: defineMethod(
    z.tuple([addressSchema, signaturesConfigSchema.optional()]),
    ([address, config], chain) => {
      let records = chain.transactionsOf(address)
      if (config?.before) {
        const at = records.findIndex((record) => record.signature === config.before)
        records = at < 0 ? [] : records.slice(at + 1)
      }
      if (config?.until) {
        const at = records.findIndex((record) => record.signature === config.until)
        if (at >= 0) records = records.slice(0, at)
      }
      return records.slice(0, config?.limit ?? 1000).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
  ),
}
