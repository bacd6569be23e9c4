/**
 * One payment a project asked for, and how it is being paid. Addresses, EVM token addresses and
 * EVM transaction hashes are lower-case; `units` is `amount` in the asset's base units (decimal
 * text); `start_block` is the chain's head (block, or slot on Solana) when the payment was made:
 * only a transaction in a later block can pay it. Times are milliseconds since the epoch.
 * @example db.selectFrom('payments')
 */
export type PaymentTable = {
  id: string
  project_id: string
  network: string
  asset: string
  amount: string
  units: string
  decimals: number
  recipient: string
  status: 'PENDING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'
  method: 'wallet' | 'exchange' | 'qr' | null
  exchange_id: string | null
  session_id: string | null
  /** Unique per network: one transaction pays at most one payment. */
  tx_hash: string | null
  paid_from: string | null
  failure_reason: string | null
  /**
   * On EVM, 16 random bytes (0x hex) a wallet's transaction must carry (set when made; NULL on
   * a payment made before references). On Solana, the Solana Pay reference key of a QR payment.
   */
  reference: string | null
  start_block: number
  created_at: number
  updated_at: number
  /** When the chain or the exchange was last asked about it. */
  checked_at: number
}

/**
 * The tables of the Pay routes, as Kysely sees them.
 * @example const pay = db.withTables<PayDatabase>()
 */
export type PayDatabase = { payments: PaymentTable }
