/**
 * What a project's paymaster has reserved on one chain on one UTC day (`YYYY-MM-DD`), for one
 * spender: `''` for the whole project, `sender:<address>` for a smart account, `client:<key>`
 * for a calling client's address. `spent_gwei` is in whole gwei (each operation's maximum cost
 * rounded up), so a day's spending fits a 64-bit integer on every chain.
 * @example db.withTables<SponsorshipDatabase>().selectFrom('sponsorship_spending')
 */
export type SponsorshipSpendingTable = {
  project_id: string
  chain_id: string
  day: string
  spender: string
  spent_gwei: number
}

/**
 * Where a signed sponsorship stands: `reserved` (its maximum cost held by its budgets),
 * `settled` (its operation landed: the budgets hold its actual cost) or `released` (it can never
 * land: the budgets hold nothing of it).
 * @example const state: ReservationState = 'settled'
 */
export type ReservationState = 'reserved' | 'settled' | 'released'

/**
 * One `pm_getPaymasterData` signature and what it reserved: the user operation hash it was signed
 * for on a chain (v0.7, paymaster fields included), its sender and nonce (`0x` hex), the day and
 * counters (`spenders`, a JSON array of `sponsorship_spending.spender`) it drew `reserved_gwei`
 * from, and the paymaster data's `valid_until` (unix seconds). Settled, `actual_wei` is the
 * operation's `actualGasCost` as a decimal string.
 * @example db.withTables<SponsorshipDatabase>().selectFrom('sponsorship_reservations')
 */
export type SponsorshipReservationTable = {
  chain_id: string
  user_op_hash: string
  project_id: string
  day: string
  sender: string
  nonce: string
  spenders: string
  reserved_gwei: number
  valid_until: number
  state: ReservationState
  actual_wei: string | null
}

/**
 * How far the settler has read a chain's `UserOperationEvent`s: the next block to read, and the
 * timestamp (unix seconds) of the last block read — no operation whose paymaster data expired
 * before it can land any more.
 * @example db.withTables<SponsorshipDatabase>().selectFrom('sponsorship_settlement_cursors')
 */
export type SponsorshipSettlementCursorTable = {
  chain_id: string
  next_block: number
  scanned_until: number
}

/**
 * The sponsorship tables, for `db.withTables<SponsorshipDatabase>()`.
 * @example const spending = db.withTables<SponsorshipDatabase>()
 */
export type SponsorshipDatabase = {
  sponsorship_spending: SponsorshipSpendingTable
  sponsorship_reservations: SponsorshipReservationTable
  sponsorship_settlement_cursors: SponsorshipSettlementCursorTable
}
