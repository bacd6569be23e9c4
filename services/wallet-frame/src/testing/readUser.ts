import type { WalletFrameDb } from '../db/Database'

/**
 * The stored user an id or an email names, if there is one: what a test reads back after a
 * login, an email change or a key setup.
 * @example
 * expect((await readUser(running.service.db, { email }))?.address).toMatch(/^0x/)
 */
export function readUser(db: WalletFrameDb, by: { id: string } | { email: string }) {
  const users = db.selectFrom('users').selectAll()
  return (
    'id' in by ? users.where('id', '=', by.id) : users.where('email', '=', by.email)
  ).executeTakeFirst()
}
