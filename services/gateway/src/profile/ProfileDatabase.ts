/**
 * One registered account name: the full name (lower-case, suffix included), the address that
 * registered it, and the attributes its owner signed.
 * @example db.selectFrom('profile_names')
 */
export type ProfileNameTable = {
  name: string
  /** Lower-case address of the owner. */
  owner: string
  /** Milliseconds since the epoch. */
  registered_at: number
  updated_at: number
  /** `timestamp` (seconds) of the last message accepted for this name: older ones are replays. */
  signed_at: number
  avatar: string | null
  bio: string | null
}

/**
 * One address a name resolves to, per SLIP-44 coin type (kept as text: it needs 32 bits).
 * @example db.selectFrom('profile_name_addresses')
 */
export type ProfileNameAddressTable = {
  name: string
  coin_type: string
  /** Lower-case address. */
  address: string
  created_at: number
}

/**
 * The tables of the profile routes, as Kysely sees them.
 * @example
 * const names = db.withTables<ProfileDatabase>()
 */
export type ProfileDatabase = {
  profile_names: ProfileNameTable
  profile_name_addresses: ProfileNameAddressTable
}
