import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { combine } from 'shamir-secret-sharing'
import { hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletFrameDb } from '../db/Database'
import { createFileKms } from '../kms/createFileKms'

type DeviceRow = {
  user_id: string
  device_hash: string
  auth_share: string | null
  recovery_share: string | null
}

/**
 * Everything a thief of the frame's data folder (database, secrets file, KMS key file) can do
 * offline: open every recovery share the KMS sealed and combine it with every auth share there
 * is. Answers the addresses whose key came out. Without `kms.key` in the folder (a separate KMS
 * process) a fresh key is made in the copy, and opens nothing. On PostgreSQL the database is not
 * in the folder: pass `database`, and its rows (what a dump of it holds) are read with the copy.
 * @example expect(await keysRebuiltFromBackup(service.dataDir)).not.toContain(address)
 */
export async function keysRebuiltFromBackup(
  dataDir: string,
  database?: WalletFrameDb,
): Promise<Set<string>> {
  const copy = mkdtempSync(join(tmpdir(), 'wallet-frame-backup-'))
  try {
    cpSync(dataDir, copy, { recursive: true })
    let rows: DeviceRow[]
    if (database) {
      rows = await database
        .selectFrom('devices')
        .select(['user_id', 'device_hash', 'auth_share', 'recovery_share'])
        .execute()
    } else {
      const db = new Database(join(copy, 'wallet-frame.sqlite'), { readonly: true })
      rows = db
        .prepare('SELECT user_id, device_hash, auth_share, recovery_share FROM devices')
        .all() as DeviceRow[]
      db.close()
    }
    const kms = createFileKms(join(copy, 'kms.key'))
    const shares: Uint8Array[] = []
    for (const row of rows) {
      if (row.auth_share) shares.push(hexToBytes(`0x${row.auth_share}`))
      if (!row.recovery_share) continue
      const opened = await kms
        .decrypt(row.recovery_share, `recovery:${row.user_id}:${row.device_hash}`)
        .catch(() => undefined)
      if (opened) shares.push(opened)
    }
    const found = new Set<string>()
    for (const [i, a] of shares.entries()) {
      for (const b of shares.slice(i + 1)) {
        const secret = await combine([a, b]).catch(() => undefined)
        if (secret?.length === 32)
          found.add(privateKeyToAccount(`0x${Buffer.from(secret).toString('hex')}`).address)
      }
    }
    return found
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
