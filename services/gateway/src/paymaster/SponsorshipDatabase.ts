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
 * The sponsorship tables, for `db.withTables<SponsorshipDatabase>()`.
 * @example const spending = db.withTables<SponsorshipDatabase>()
 */
export type SponsorshipDatabase = { sponsorship_spending: SponsorshipSpendingTable }
