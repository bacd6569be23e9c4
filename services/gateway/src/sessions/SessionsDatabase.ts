/**
 * One recorded smart session: the grant the account signed, kept as its JSON text, keyed by the
 * account (lower-case), the session id and the chain (CAIP-2).
 * @example db.selectFrom('smart_sessions')
 */
export type SmartSessionTable = {
  chain_id: string
  address: string
  /** Lower-case 32-byte hex: the permissions context and the validator's session id. */
  pci: string
  project_id: string
  /** Seconds since the epoch. */
  expiry: number
  /** The signed grant message (sessionGrantMessageSchema), as the account signed it. */
  grant_json: string
  /** Milliseconds since the epoch. */
  created_at: number
  revoked_at: number | null
}

/**
 * The tables of the session routes, as Kysely sees them.
 * @example const sessions = db.withTables<SessionsDatabase>()
 */
export type SessionsDatabase = { smart_sessions: SmartSessionTable }
