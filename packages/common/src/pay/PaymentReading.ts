/**
 * What the chain says about one transaction as a payment:
 * - `NOT_FOUND`: the node does not know it;
 * - `PENDING`: known, not in a block yet;
 * - `UNBOUND`: known (waiting or mined), and it does not carry the payment reference it was
 *   asked to carry (EVM, see `carriesPaymentReference`): it was made for another payment;
 * - `REVERTED`: mined, and it failed (it paid nothing);
 * - `MINED`: mined and successful; `paid` is what it paid the recipient in the asset's base
 *   units (0 when it paid something else, with `wrong` saying what: another recipient or
 *   another asset), `from` who paid it.
 * `confirmations` counts the transaction's own block (1 right after it is mined).
 * @example
 * if (reading.status === 'MINED' && reading.paid >= units) markPaid(reading.from)
 */
export type PaymentReading =
  | { status: 'NOT_FOUND' }
  | { status: 'PENDING' }
  | { status: 'UNBOUND' }
  | { status: 'REVERTED'; blockNumber: bigint; confirmations: number }
  | {
      status: 'MINED'
      paid: bigint
      from: string | undefined
      /** When nothing reached the recipient in the asset: whether it went elsewhere or was another asset. */
      wrong: 'RECIPIENT' | 'ASSET' | undefined
      blockNumber: bigint
      confirmations: number
    }

/**
 * The asset a payment is in: `native` (ETH, SOL, …) or a token's address (an ERC-20 contract,
 * an SPL mint).
 * @example const asset: PaymentAssetId = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
 */
export type PaymentAssetId = 'native' | (string & {})
