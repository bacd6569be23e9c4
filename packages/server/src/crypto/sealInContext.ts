import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { NotACiphertextError } from './NotACiphertextError'

/**
 * AES-256-GCM under a 32-byte `key`, bound to `context` (associated data):
 * `<prefix>.<iv>.<body>.<tag>`, base64url. The prefix names the format of whoever sealed it,
 * so a service keeps opening what it sealed before; a ciphertext moved to another context
 * does not open.
 * @example const sealed = sealInContext(key, share, 'recovery:user:device', 'k1')
 */
export function sealInContext(
  key: Buffer,
  plaintext: Uint8Array,
  context: string,
  prefix: string,
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return [
    prefix,
    ...[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')),
  ].join('.')
}

/**
 * Opens what {@link sealInContext} sealed with the same `prefix`; another prefix, key or
 * context, or a changed byte, throws.
 * @example const share = openInContext(key, sealed, 'recovery:user:device', 'k1')
 */
export function openInContext(
  key: Buffer,
  sealed: string,
  context: string,
  prefix: string,
): Uint8Array {
  const [version, iv, body, tag] = sealed.split('.')
  if (version !== prefix || !iv || body === undefined || !tag) throw new NotACiphertextError()
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return new Uint8Array(
    Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
  )
}
