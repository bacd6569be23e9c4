import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'k1'

/**
 * AES-256-GCM under `key`, bound to `context` (associated data): `k1.<iv>.<body>.<tag>`,
 * base64url. A ciphertext moved to another context does not open.
 * @example const sealed = seal(key, share, 'recovery:user:device')
 */
export function seal(key: Buffer, plaintext: Uint8Array, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/**
 * Opens what {@link seal} sealed; anything else, another key or another context throws.
 * @example const share = open(key, sealed, 'recovery:user:device')
 */
export function open(key: Buffer, sealed: string, context: string): Uint8Array {
  const [version, iv, body, tag] = sealed.split('.')
  if (version !== VERSION || !iv || body === undefined || !tag)
    throw new Error('not a ciphertext of this KMS')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return new Uint8Array(
    Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
  )
}
