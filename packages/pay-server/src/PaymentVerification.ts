/**
 * Why a payment did not verify:
 * - `NOT_FOUND`: no such transaction on the chain, or no such payment at the gateway;
 * - `PENDING`: not mined yet, or the payment has no transaction yet;
 * - `WRONG_RECIPIENT` / `WRONG_ASSET`: it paid someone else, or in another asset;
 * - `AMOUNT_SHORT`: it paid the recipient less than expected;
 * - `REVERTED`: it failed on chain;
 * - `ALREADY_USED`: another order claimed this transaction or payment;
 * - `UNCONFIRMED`: mined, with fewer confirmations than asked;
 * - `MISMATCH`: the gateway's payment is not the one expected (network, asset, amount,
 *   recipient, or another transaction than the one given), or the gateway failed it.
 * @example const reason: PaymentFailureReason = 'AMOUNT_SHORT'
 */
export type PaymentFailureReason =
  | 'NOT_FOUND'
  | 'PENDING'
  | 'WRONG_RECIPIENT'
  | 'WRONG_ASSET'
  | 'AMOUNT_SHORT'
  | 'REVERTED'
  | 'ALREADY_USED'
  | 'UNCONFIRMED'
  | 'MISMATCH'

/**
 * What an order expects to be paid: `amount` in whole units ('12.5'), `asset` `native` or the
 * token's address (ERC-20 contract, SPL mint), on `network` (CAIP-2), to `recipient`.
 * `decimals` is only needed for a native coin other than 18 (EVM) or 9 (Solana) decimals;
 * tokens' decimals are read on chain.
 * @example
 * const expected: ExpectedPayment = { network: 'eip155:8453', asset: 'native', amount: '0.01', recipient: '0x…' }
 */
export type ExpectedPayment = {
  network: string
  asset: 'native' | (string & {})
  amount: string
  recipient: string
  decimals?: number
}

/**
 * What to verify: the order being paid, and the payment as the page reported it — its Pay
 * payment id (read at the gateway, which names its transaction), its transaction hash (Solana
 * signature), or both.
 * @example
 * const request: VerifyPaymentRequest = { orderId: 'order-42', paymentId: 'pay_…', expected }
 */
export type VerifyPaymentRequest = {
  orderId: string
  paymentId?: string | undefined
  txHash?: string | undefined
  expected: ExpectedPayment
}

/**
 * The verdict: on success the transaction, what it paid the recipient (whole units), who paid,
 * its confirmations and block (slot on Solana); otherwise the reason and a sentence.
 * @example
 * if (result.verified) fulfil(order, result.txHash)
 * else console.log(result.reason, result.message)
 */
export type PaymentVerification =
  | {
      verified: true
      txHash: string
      paid: string
      from: string | undefined
      confirmations: number
      blockNumber: number
    }
  | { verified: false; reason: PaymentFailureReason; message: string }
