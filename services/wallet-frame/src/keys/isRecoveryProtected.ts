import type { Transaction } from 'kysely'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'

/**
 * Whether the account's recovery is protected by the visitor (a recovery password or a passkey).
 * @example if (await isRecoveryProtected(db, userId)) …
 */
export async function isRecoveryProtected(
  db: WalletFrameDb | Transaction<WalletFrameDatabase>,
  userId: string,
): Promise<'password' | 'passkey' | undefined> {
  const [password, passkey] = await Promise.all([
    db
      .selectFrom('recovery_passwords')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('recovery_passkeys')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ])
  return password ? 'password' : passkey ? 'passkey' : undefined
}
