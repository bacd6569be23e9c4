import type { NameRecord } from '@portico/common/schemas/api'
import { InvariantError } from '@portico/server'
import type { Kysely } from 'kysely'
import type { ProfileDatabase, ProfileNameTable } from './ProfileDatabase'
import { toNameRecord } from './toNameRecord'

/**
 * What a registration writes: the name, who signed for it, at which coin type, and when.
 * @example
 * const entry: NameEntry = { name: 'alice-1234.portico.id', address: '0xf39f…', coinType: '2147514665', signedAt: 1700000000, avatar: null, bio: null, now: Date.now() }
 */
export type NameEntry = {
  name: string
  /** Lower-case address. */
  address: string
  coinType: string
  /** The message's `timestamp`, in seconds. */
  signedAt: number
  avatar: string | null
  bio: string | null
  now: number
}

/**
 * Outcome of {@link NameStore.register}: stored, owned by another address, or a message no
 * newer than the last one accepted for the name (a replay).
 * @example
 * if (result.kind === 'taken') throw new GatewayError('NAME_TAKEN')
 */
export type RegisterResult =
  | { kind: 'registered'; record: NameRecord }
  | { kind: 'taken' }
  | { kind: 'replayed' }
  | { kind: 'limit' }

/**
 * Whether `address` may write `name` now: 'taken' when another address owns it, 'limit' when it
 * is new and the address already owns `maxNamesPerAddress` names, else 'ok'.
 * @example if ((await store.admit(entry, 5)) === 'limit') throw new GatewayError('NAME_LIMIT_REACHED')
 */
export type Admission = 'ok' | 'taken' | 'limit'

// Shared by the pre-check and the registration's transaction: one rule, two executors.
async function admit(
  db: Kysely<ProfileDatabase>,
  entry: Pick<NameEntry, 'name' | 'address'>,
  maxNamesPerAddress: number,
): Promise<Admission> {
  const existing = await db
    .selectFrom('profile_names')
    .select('owner')
    .where('name', '=', entry.name)
    .executeTakeFirst()
  if (existing) return existing.owner === entry.address ? 'ok' : 'taken'
  const owned = await db
    .selectFrom('profile_names')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('owner', '=', entry.address)
    .executeTakeFirstOrThrow()
  return Number(owned.count) >= maxNamesPerAddress ? 'limit' : 'ok'
}

// One registration's writes, inside its transaction: the name (new, or updated when signed
// later than what is stored), then its address for the coin type.
async function writeName(
  trx: Kysely<ProfileDatabase>,
  entry: NameEntry,
  maxNamesPerAddress: number,
): Promise<Exclude<Admission, 'ok'> | 'replayed' | 'registered'> {
  const admission = await admit(trx, entry, maxNamesPerAddress)
  if (admission !== 'ok') return admission
  const existing = await trx
    .selectFrom('profile_names')
    .selectAll()
    .where('name', '=', entry.name)
    .executeTakeFirst()
  if (existing && entry.signedAt <= Number(existing.signed_at)) return 'replayed' as const
  if (existing) {
    await trx
      .updateTable('profile_names')
      .set({
        updated_at: entry.now,
        signed_at: entry.signedAt,
        avatar: entry.avatar,
        bio: entry.bio,
      })
      .where('name', '=', entry.name)
      .execute()
  } else {
    // A concurrent registration of the same name (on another node) wins the key.
    const inserted = await trx
      .insertInto('profile_names')
      .values({
        name: entry.name,
        owner: entry.address,
        registered_at: entry.now,
        updated_at: entry.now,
        signed_at: entry.signedAt,
        avatar: entry.avatar,
        bio: entry.bio,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 1n) === 0) return 'taken' as const
  }
  await trx
    .insertInto('profile_name_addresses')
    .values({
      name: entry.name,
      coin_type: entry.coinType,
      address: entry.address,
      created_at: entry.now,
    })
    .onConflict((oc) => oc.columns(['name', 'coin_type']).doNothing())
    .execute()
  return 'registered' as const
}

/**
 * The account-name registry over Kysely (SQLite or PostgreSQL); names and addresses are kept
 * lower-case.
 * @example
 * const store = createNameStore(db.withTables<ProfileDatabase>())
 * await store.find('alice-1234.portico.id')
 */
export function createNameStore(db: Kysely<ProfileDatabase>) {
  const addressesOf = (names: readonly string[], trx: Kysely<ProfileDatabase> = db) =>
    names.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('profile_name_addresses')
          .selectAll()
          .where('name', 'in', names)
          .orderBy('coin_type')
          .execute()
  const toRecords = async (rows: readonly ProfileNameTable[]) => {
    const addresses = await addressesOf(rows.map((row) => row.name))
    return rows.map((row) =>
      toNameRecord(
        row,
        addresses.filter((entry) => entry.name === row.name),
      ),
    )
  }

  return {
    /** The record of one full name, if registered. */
    async find(name: string): Promise<NameRecord | undefined> {
      const row = await db
        .selectFrom('profile_names')
        .selectAll()
        .where('name', '=', name)
        .executeTakeFirst()
      return row ? (await toRecords([row]))[0] : undefined
    },
    /** Which of `names` are registered. */
    async registered(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set()
      const rows = await db
        .selectFrom('profile_names')
        .select('name')
        .where('name', 'in', names)
        .execute()
      return new Set(rows.map((row) => row.name))
    },
    /** Every name resolving to `address` (any coin type), the most recently updated first. */
    async namesOf(address: string): Promise<NameRecord[]> {
      const rows = await db
        .selectFrom('profile_names')
        .selectAll()
        .where('name', 'in', (eb) =>
          eb
            .selectFrom('profile_name_addresses')
            .select('name')
            .where('address', '=', address.toLowerCase()),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('name')
        .execute()
      return toRecords(rows)
    },
    /** Whether `address` may write `name` (read only: the cheap check before a signature's). */
    admit: (entry: Pick<NameEntry, 'name' | 'address'>, maxNamesPerAddress: number) =>
      admit(db, entry, maxNamesPerAddress),
    /**
     * Registers or updates a name for its owner, in one transaction; a new name only while its
     * address owns fewer than `maxNamesPerAddress`.
     */
    async register(entry: NameEntry, maxNamesPerAddress: number): Promise<RegisterResult> {
      const outcome = await db
        .transaction()
        .execute((trx) => writeName(trx, entry, maxNamesPerAddress))
      if (outcome !== 'registered') return { kind: outcome }
      const record = await this.find(entry.name)
      if (!record) throw new InvariantError(`Name ${entry.name} vanished after registration`)
      return { kind: 'registered', record }
    },
  }
}

/** The store {@link createNameStore} makes. @example const store: NameStore = createNameStore(db) */
export type NameStore = ReturnType<typeof createNameStore>
