import { describe, expect, it } from 'vitest'
import { solanaPaid } from './solanaPaid'
import { solanaTransactionSchema } from './solanaPaymentSchemas'

const payer = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const recipient = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const reference = 'Ref1111111111111111111111111111111111111111'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const systemProgram = '11111111111111111111111111111111'

// getTransaction's jsonParsed answer (maxSupportedTransactionVersion 0) as Solana nodes give it,
// trimmed of the instructions and logs the reader does not look at.
const solTransfer = {
  slot: 301_234_567,
  blockTime: 1_732_700_000,
  version: 0,
  meta: {
    err: null,
    fee: 5000,
    preBalances: [2_000_000_000, 1_000_000, 1, 1],
    postBalances: [1_989_995_000, 11_000_000, 1, 1],
    preTokenBalances: [],
    postTokenBalances: [],
    innerInstructions: [],
    logMessages: [],
    status: { Ok: null },
  },
  transaction: {
    signatures: [
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    ],
    message: {
      accountKeys: [
        { pubkey: payer, signer: true, writable: true, source: 'transaction' },
        { pubkey: recipient, signer: false, writable: true, source: 'transaction' },
        { pubkey: systemProgram, signer: false, writable: false, source: 'transaction' },
        { pubkey: reference, signer: false, writable: false, source: 'transaction' },
      ],
      instructions: [],
      recentBlockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
    },
  },
}

const tokenBalance = (accountIndex: number, owner: string, amount: string) => ({
  accountIndex,
  mint,
  owner,
  programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  uiTokenAmount: { amount, decimals: 6, uiAmount: Number(amount) / 1e6, uiAmountString: '' },
})

describe('solanaPaid', () => {
  it("reads SOL from the recipient's lamports before and after", () => {
    const transaction = solanaTransactionSchema.parse(solTransfer)
    expect(solanaPaid({ transaction, recipient })).toEqual({ paid: 10_000_000n, from: payer })
    expect(solanaPaid({ transaction, recipient: reference })).toEqual({ paid: 0n, from: undefined })
  })

  it("reads an SPL token from the recipient's token balances of that mint", () => {
    const transaction = solanaTransactionSchema.parse({
      ...solTransfer,
      meta: {
        ...solTransfer.meta,
        preBalances: [2_000_000_000, 2_039_280, 2_039_280, 1],
        postBalances: [1_999_995_000, 2_039_280, 2_039_280, 1],
        preTokenBalances: [
          tokenBalance(1, payer, '50000000'),
          tokenBalance(2, recipient, '1000000'),
        ],
        postTokenBalances: [
          tokenBalance(1, payer, '37500000'),
          tokenBalance(2, recipient, '13500000'),
        ],
      },
    })
    expect(solanaPaid({ transaction, recipient, mint })).toEqual({ paid: 12_500_000n, from: payer })
    expect(solanaPaid({ transaction, recipient, mint: systemProgram }).paid).toBe(0n)
    expect(solanaPaid({ transaction, recipient }).paid).toBe(0n)
  })

  it('counts nothing for a failed transaction', () => {
    const transaction = solanaTransactionSchema.parse({
      ...solTransfer,
      meta: { ...solTransfer.meta, err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect(solanaPaid({ transaction, recipient }).paid).toBe(0n)
  })

  it('indexes balances by the keys loaded from lookup tables in json encoding', () => {
    const transaction = solanaTransactionSchema.parse({
      ...solTransfer,
      meta: {
        ...solTransfer.meta,
        loadedAddresses: { writable: [recipient], readonly: [] },
        preBalances: [2_000_000_000, 1, 1, 1_000_000],
        postBalances: [1_989_995_000, 1, 1, 11_000_000],
      },
      transaction: {
        ...solTransfer.transaction,
        message: { accountKeys: [payer, systemProgram, reference] },
      },
    })
    expect(solanaPaid({ transaction, recipient }).paid).toBe(10_000_000n)
  })
})
