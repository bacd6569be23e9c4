import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Kms } from './Kms'

const VERSION = 'v1'

function readOrCreateKey(keyPath: string): Buffer {
  if (!existsSync(keyPath)) {
    mkdirSync(dirname(keyPath), { recursive: true })
    // 'wx' fails if another process created it meanwhile: never overwrite a key in use.
    writeFileSync(keyPath, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  }
  const key = Buffer.from(readFileSync(keyPath, 'utf8').trim(), 'hex')
  if (key.length !== 32) throw new Error(`${keyPath} must hold a 32-byte hex key`)
  return key
}

/**
 * The development KMS: AES-256-GCM under a key read from its own file (created, mode 0600, on
 * first use). Keep that file away from the database: whoever holds both can open recovery shares.
 * @example
 * const kms = createFileKms('.cache/wallet-frame/kms.key')
 */
export function createFileKms(keyPath: string): Kms {
  const key = readOrCreateKey(keyPath)
  return {
    async encrypt(plaintext, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
      const tag = cipher.getAuthTag()
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        tag.toString('base64url'),
      ].join('.')
    },
    async decrypt(ciphertext, context) {
      const [version, iv, body, tag] = ciphertext.split('.')
      if (version !== VERSION || !iv || body === undefined || !tag) {
        throw new Error('not a ciphertext of this KMS')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return new Uint8Array(
        Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
      )
    },
  }
}
