import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * A 32-byte secret kept as hex in its own file: read it, or create it (mode 0600) on first
 * start. 'wx' fails if another process created it meanwhile: a secret in use is never replaced.
 * @example const key = readOrCreateSecret('/run/portico-kms/kms.key')
 */
export function readOrCreateSecret(path: string): Buffer {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  }
  const secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex')
  if (secret.length !== 32) throw new Error(`${path} must hold a 32-byte hex secret`)
  return secret
}
