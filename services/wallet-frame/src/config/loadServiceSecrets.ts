import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'

const secretsSchema = z.object({
  /** HMAC key of access tokens (HS256). */
  tokenKey: z.string().regex(/^[0-9a-f]{64}$/),
  /** Key of the code and token hashes: the database alone cannot brute-force 6-digit codes. */
  hashKey: z.string().regex(/^[0-9a-f]{64}$/),
})

/**
 * The service's own secrets, as bytes.
 * @example const { tokenKey } = loadServiceSecrets(path)
 */
export type ServiceSecrets = { tokenKey: Uint8Array; hashKey: Uint8Array }

/**
 * Reads the secrets file, creating it (mode 0600) with fresh random keys on first start. Every
 * node of one service must read the same file: the keys sign its sessions and hash its codes.
 * @example
 * const secrets = loadServiceSecrets('.cache/wallet-frame/secrets.json')
 */
export function loadServiceSecrets(path: string): ServiceSecrets {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    const fresh = {
      tokenKey: randomBytes(32).toString('hex'),
      hashKey: randomBytes(32).toString('hex'),
    }
    try {
      writeFileSync(path, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another node on the same folder wrote it first: every node must use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  const parsed = secretsSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  return {
    tokenKey: new Uint8Array(Buffer.from(parsed.tokenKey, 'hex')),
    hashKey: new Uint8Array(Buffer.from(parsed.hashKey, 'hex')),
  }
}
