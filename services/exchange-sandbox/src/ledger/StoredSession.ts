import type { SessionTable } from '../db/ExchangeDatabase'

// `return_url` → `returnUrl`: the app's names for the table's columns.
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

/**
 * A stored session as the app reads it: the columns of `sessions` (but `updated_at`) in
 * camelCase, so the table's list of fields is the only one.
 * @example session.status === 'SUCCESS' && session.txHash
 */
export type StoredSession = {
  [Column in Exclude<keyof SessionTable, 'updated_at'> as CamelCase<Column>]: SessionTable[Column]
}

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A row of `sessions` as a {@link StoredSession}; its times as numbers whatever the driver gives.
 * @example const session = row ? toStoredSession(row) : undefined
 */
export function toStoredSession({ updated_at: _, ...row }: SessionTable): StoredSession {
  const session = Object.fromEntries(
    Object.entries(row).map(([column, value]) => [camelCase(column), value]),
  ) as StoredSession
  return { ...session, createdAt: Number(row.created_at), expiresAt: Number(row.expires_at) }
}
