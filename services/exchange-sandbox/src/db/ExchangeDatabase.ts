import type { Generated } from 'kysely'

/**
 * Where a session stands: `PENDING` (made, not confirmed), `IN_PROGRESS` (confirmed and debited,
 * the payout being sent), `SUCCESS` (mined) or `FAILED` (not sent, reverted or expired; any debit
 * credited back).
 * @example const status: SessionStatus = 'SUCCESS'
 */
export type SessionStatus = 'PENDING' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

/**
 * One payment session a site asked for.
 * @example db.selectFrom('sessions')
 */
export type SessionTable = {
  id: string
  /** Which API key made it (a fingerprint): only that key reads it. */
  client: string
  network: string
  asset: string
  symbol: string
  decimals: number
  amount: string
  recipient: string
  reference: string
  return_url: string | null
  status: SessionStatus
  /** The hosted page's per-session form token (CSRF). */
  form_token: string
  account_email: string | null
  tx_hash: string | null
  /** The signed payout, stored before it is broadcast: only it is ever sent for the session. */
  raw_tx: string | null
  failure_reason: string | null
  created_at: number
  updated_at: number
  expires_at: number
}

/**
 * An account's holding of one asset symbol, in ledger units (18 decimals, as decimal text: the
 * amounts pass 64 bits).
 * @example db.selectFrom('balances')
 */
export type BalanceTable = { email: string; symbol: string; units: string }

/**
 * Every debit and credit, for the record.
 * @example db.selectFrom('ledger_entries')
 */
export type LedgerEntryTable = {
  id: Generated<number>
  email: string
  symbol: string
  /** Signed ledger units: negative for a debit. */
  delta: string
  session_id: string
  created_at: number
}

/**
 * A signed-in browser: the hash of its cookie's random token.
 * @example db.selectFrom('sign_ins')
 */
export type SignInTable = { token_hash: string; email: string; expires_at: number }

/**
 * The sandbox exchange's tables.
 * @example const db: Kysely<ExchangeDatabase> = (await openExchangeDb(':memory:')).db
 */
export type ExchangeDatabase = {
  sessions: SessionTable
  balances: BalanceTable
  ledger_entries: LedgerEntryTable
  sign_ins: SignInTable
}
