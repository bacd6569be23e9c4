import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentVerifier } from './createPaymentVerifier'
import { startRecordedSolanaNode } from './testing/startRecordedSolanaNode'

const NETWORK = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const payer = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const recipient = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const signatures = {
  sol: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  spl: '3AsdoALgZFuq2oUVWrDYhg2pNeaLJKPLf8hU2mQ6U8qJxeJ6hsrPVpLLMnLqLcvVuSGLJ38BzAYXnBApEcbNFcVK',
  failed:
    '4Nd1mAZ1gLjx7GgYAzvw3xJkSLSyaodXUXJ1K6FQ9Xhh9kh4bi5TzCFhR2zGSv7sgVNVtLwLCjwMLRw5x8NzYpHi',
}

// getTransaction's jsonParsed answers (maxSupportedTransactionVersion 0) in a Solana node's
// shape, trimmed of the instructions and logs the reader does not look at.
const answer = (
  signature: string,
  meta: Record<string, unknown>,
  keys: string[] = [payer, recipient, '11111111111111111111111111111111'],
) => ({
  slot: 100,
  blockTime: 1_732_700_000,
  version: 0,
  meta: {
    err: null,
    fee: 5000,
    preTokenBalances: [],
    postTokenBalances: [],
    innerInstructions: [],
    logMessages: [],
    ...meta,
  },
  transaction: {
    signatures: [signature],
    message: {
      accountKeys: keys.map((pubkey, i) => ({
        pubkey,
        signer: i === 0,
        writable: i < 2,
        source: 'transaction',
      })),
      instructions: [],
      recentBlockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k',
    },
  },
})
const tokenBalance = (accountIndex: number, owner: string, amount: string) => ({
  accountIndex,
  mint,
  owner,
  programId: tokenProgram,
  uiTokenAmount: { amount, decimals: 6, uiAmount: Number(amount) / 1e6, uiAmountString: '' },
})

let node: Awaited<ReturnType<typeof startRecordedSolanaNode>>
beforeAll(async () => {
  node = await startRecordedSolanaNode({
    slot: 131,
    mints: { [mint]: 6 },
    transactions: {
      [signatures.sol]: answer(signatures.sol, {
        preBalances: [2_000_000_000, 1_000_000, 1],
        postBalances: [1_989_995_000, 11_000_000, 1],
      }),
      [signatures.spl]: answer(
        signatures.spl,
        {
          preBalances: [2_000_000_000, 2_039_280, 2_039_280, 1],
          postBalances: [1_999_995_000, 2_039_280, 2_039_280, 1],
          preTokenBalances: [tokenBalance(1, payer, '50000000'), tokenBalance(2, recipient, '0')],
          postTokenBalances: [
            tokenBalance(1, payer, '37500000'),
            tokenBalance(2, recipient, '12500000'),
          ],
        },
        [
          payer,
          'Ata1111111111111111111111111111111111111111',
          'Ata2222222222222222222222222222222222222222',
          tokenProgram,
        ],
      ),
      [signatures.failed]: answer(signatures.failed, {
        err: { InstructionError: [0, { Custom: 1 }] },
        preBalances: [2_000_000_000, 1_000_000, 1],
        postBalances: [1_999_995_000, 1_000_000, 1],
      }),
    },
  })
})
afterAll(() => node?.close())

describe('verifying a Solana payment', () => {
  const verifier = () => createPaymentVerifier({ rpcUrls: { [NETWORK]: node.url } })
  const sol = { network: NETWORK, asset: 'native', amount: '0.01', recipient }

  it("verifies SOL from the recipient's lamports, with the slots since as confirmations", async () => {
    expect(
      await verifier().verifyPayment({ orderId: 'a', txHash: signatures.sol, expected: sol }),
    ).toEqual({
      verified: true,
      txHash: signatures.sol,
      paid: '0.01',
      from: payer,
      confirmations: 32,
      blockNumber: 100,
    })
  })

  it("verifies an SPL token from the recipient's token balances, its decimals read from the mint", async () => {
    const expected = { network: NETWORK, asset: mint, amount: '12.5', recipient }
    expect(
      await verifier().verifyPayment({ orderId: 'b', txHash: signatures.spl, expected }),
    ).toMatchObject({
      verified: true,
      paid: '12.5',
    })
    expect(
      await verifier().verifyPayment({
        orderId: 'b',
        txHash: signatures.spl,
        expected: { ...expected, amount: '13' },
      }),
    ).toMatchObject({ verified: false, reason: 'AMOUNT_SHORT' })
    // SOL was asked; the transaction paid the token.
    expect(
      await verifier().verifyPayment({ orderId: 'c', txHash: signatures.spl, expected: sol }),
    ).toMatchObject({
      verified: false,
      reason: 'WRONG_ASSET',
    })
  })

  it('refuses a failed transaction, one paying someone else, and one the node does not know', async () => {
    const v = verifier()
    expect(
      await v.verifyPayment({ orderId: 'd', txHash: signatures.failed, expected: sol }),
    ).toMatchObject({
      reason: 'REVERTED',
    })
    expect(
      await v.verifyPayment({
        orderId: 'd',
        txHash: signatures.sol,
        expected: { ...sol, recipient: payer },
      }),
    ).toMatchObject({ reason: 'WRONG_RECIPIENT' })
    const unknown = signatures.sol.replace('5VER', '5VES')
    expect(await v.verifyPayment({ orderId: 'd', txHash: unknown, expected: sol })).toMatchObject({
      reason: 'NOT_FOUND',
    })
  })
})
