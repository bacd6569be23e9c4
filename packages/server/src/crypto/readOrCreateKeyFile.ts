import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { InvalidKeyFileError } from './InvalidKeyFileError'

/**
 * A 32-byte key kept as hex in its own file: read it, or create it (mode 0600, folders as
 * needed) on first start.
 * @example const key = readOrCreateKeyFile('/run/portico-kms/kms.key')
 */
export function readOrCreateKeyFile(path: string): Buffer {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    // 'wx' fails if another process created it meanwhile: a key in use is never replaced.
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex')
  if (key.length !== 32) throw new InvalidKeyFileError(path)
  return key
}
