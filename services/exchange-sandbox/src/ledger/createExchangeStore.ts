import type { Kysely, Transaction } from 'kysely'
import type { ExchangeAccount } from '../config/exchangeConfigSchema'
import type { ExchangeDatabase, SessionTable } from '../db/ExchangeDatabase'
import { toLedgerUnits } from './ledgerUnits'
import { type StoredSession, toStoredSession } from './StoredSession'

/**
 * What confirming a session did: `debited` (the account paid, the session is IN_PROGRESS),
 * `short` (not enough of the asset: nothing changed), `taken` (the session was confirmed
 * already, or is over), `expired`.
 * @example if ((await store.confirm(id, email, now)) === 'short') showShortBalance()
 */
export type ConfirmOutcome = 'debited' | 'short' | 'taken' | 'expired'

// What `email` holds of `symbol`, in ledger units: zero when no balance row is stored.
async function unitsHeld(
  db: Kysely<ExchangeDatabase>,
  email: string,
  symbol: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('balances')
    .select('units')
    .where('email', '=', email)
    .where('symbol', '=', symbol)
    .executeTakeFirst()
  return BigInt(row?.units ?? '0')
}

// The row of session `id`, if any.
function sessionRow(db: Kysely<ExchangeDatabase>, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

async function move(
  trx: Transaction<ExchangeDatabase>,
  entry: { email: string; symbol: string; delta: bigint; sessionId: string; at: number },
) {
  const units = (await unitsHeld(trx, entry.email, entry.symbol)) + entry.delta
  await trx
    .insertInto('balances')
    .values({ email: entry.email, symbol: entry.symbol, units: units.toString() })
    .onConflict((oc) => oc.columns(['email', 'symbol']).doUpdateSet({ units: units.toString() }))
    .execute()
  await trx
    .insertInto('ledger_entries')
    .values({
      email: entry.email,
      symbol: entry.symbol,
      delta: entry.delta.toString(),
      session_id: entry.sessionId,
      created_at: entry.at,
    })
    .execute()
}

/**
 * The exchange's sessions, account balances and sign-ins in its database. Confirming debits
 * the account and moves the session to IN_PROGRESS in one transaction, only from PENDING, so a
 * session is paid once however often it is confirmed; a failed payout credits the debit back in
 * the transaction that marks it FAILED.
 * @example
 * const store = createExchangeStore(await openExchangeDb(':memory:'))
 * await store.seedAccounts(config.accounts)
 */
export function createExchangeStore(db: Kysely<ExchangeDatabase>) {
  const getSession = async (id: string) => {
    const row = await sessionRow(db, id)
    return row ? toStoredSession(row) : undefined
  }
  // Only a session being paid out is signed or settled.
  const updateInProgress = async (id: string, set: Partial<SessionTable>) => {
    await db
      .updateTable('sessions')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', 'IN_PROGRESS')
      .execute()
  }
  return {
    /** Gives each configured account its configured balances, once: later runs keep what is left. */
    async seedAccounts(accounts: readonly ExchangeAccount[]) {
      const rows = accounts.flatMap((account) =>
        Object.entries(account.balances).map(([symbol, amount]) => ({
          email: account.email,
          symbol,
          units: toLedgerUnits(amount).toString(),
        })),
      )
      if (rows.length === 0) return
      await db
        .insertInto('balances')
        .values(rows)
        .onConflict((oc) => oc.columns(['email', 'symbol']).doNothing())
        .execute()
    },
    async createSession(
      row: Omit<SessionTable, 'status' | 'account_email' | 'tx_hash' | 'raw_tx' | 'failure_reason'>,
    ) {
      await db
        .insertInto('sessions')
        .values({
          ...row,
          status: 'PENDING',
          account_email: null,
          tx_hash: null,
          raw_tx: null,
          failure_reason: null,
        })
        .execute()
      return (await getSession(row.id)) as StoredSession
    },
    getSession,
    async balanceOf(email: string, symbol: string): Promise<bigint> {
      return unitsHeld(db, email, symbol)
    },
    confirm(id: string, email: string, now: number): Promise<ConfirmOutcome> {
      return db.transaction().execute(async (trx) => {
        const session = await sessionRow(trx, id)
        if (session?.status !== 'PENDING') return 'taken'
        if (Number(session.expires_at) <= now) return 'expired'
        const due = toLedgerUnits(session.amount)
        if ((await unitsHeld(trx, email, session.symbol)) < due) return 'short'
        const moved = await trx
          .updateTable('sessions')
          .set({ status: 'IN_PROGRESS', account_email: email, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'PENDING')
          .executeTakeFirst()
        if (moved.numUpdatedRows !== 1n) return 'taken'
        await move(trx, { email, symbol: session.symbol, delta: -due, sessionId: id, at: now })
        return 'debited'
      })
    },
    /** Records the signed payout before it is broadcast. */
    signed: (id: string, txHash: string, rawTx: string, now: number) =>
      updateInProgress(id, { tx_hash: txHash, raw_tx: rawTx, updated_at: now }),
    succeeded: (id: string, now: number) =>
      updateInProgress(id, { status: 'SUCCESS', updated_at: now }),
    /** Marks a session FAILED with its reason and credits back what it debited, at once. */
    failed(id: string, reason: string, now: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const session = await sessionRow(trx, id)
        if (!session || (session.status !== 'IN_PROGRESS' && session.status !== 'PENDING')) return
        await trx
          .updateTable('sessions')
          .set({ status: 'FAILED', failure_reason: reason, updated_at: now })
          .where('id', '=', id)
          .execute()
        if (session.status === 'IN_PROGRESS' && session.account_email) {
          const due = toLedgerUnits(session.amount)
          await move(trx, {
            email: session.account_email,
            symbol: session.symbol,
            delta: due,
            sessionId: id,
            at: now,
          })
        }
      })
    },
    /** Sessions confirmed but not seen settled: what a restart finishes. */
    async inFlight(): Promise<StoredSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .selectAll()
        .where('status', '=', 'IN_PROGRESS')
        .orderBy('updated_at')
        .execute()
      return rows.map(toStoredSession)
    },
    async addSignIn(tokenHash: string, email: string, expiresAt: number) {
      await db
        .insertInto('sign_ins')
        .values({ token_hash: tokenHash, email, expires_at: expiresAt })
        .execute()
    },
    async signedIn(tokenHash: string, now: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('sign_ins')
        .select('email')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return row?.email
    },
    close: () => db.destroy(),
  }
}

/** The store. @example await store.getSession(id) */
export type ExchangeStore = ReturnType<typeof createExchangeStore>
