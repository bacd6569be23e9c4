import { bytesToHex, hexToBytes } from 'viem'
import { RECOVERY_SCRYPT } from '../src/shared/recoveryProtection'
import { fromBase64, toBase64 } from './base64'
import { FrameRequestError } from './FrameRequestError'
import { type Scrypt, scryptHere } from './Scrypt'

const PREFIX = 'rk1'
const toUrl = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromUrl = (text: string) => {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/')
  return standard + '='.repeat((4 - (standard.length % 4)) % 4)
}

const aesKey = (raw: Uint8Array, usage: KeyUsage) =>
  crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [usage])

/**
 * Seals `plaintext` with AES-256-GCM under `key` (32 bytes), bound to `context` (associated
 * data): `rk1.<iv>.<ciphertext and tag>`, base64url, the shape the service stores and cannot open.
 * @example const sealed = await sealForVisitor(recoveryKey, share, `recovery share:${address}`)
 */
export async function sealForVisitor(
  key: Uint8Array,
  plaintext: Uint8Array,
  context: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const body = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
    await aesKey(key, 'encrypt'),
    plaintext as Uint8Array<ArrayBuffer>,
  )
  return [PREFIX, toUrl(toBase64(iv)), toUrl(toBase64(new Uint8Array(body)))].join('.')
}

/**
 * Opens what {@link sealForVisitor} sealed; a wrong key or context, or altered bytes, throw.
 * @example const share = await openForVisitor(recoveryKey, sealed, `recovery share:${address}`)
 */
export async function openForVisitor(
  key: Uint8Array,
  sealed: string,
  context: string,
): Promise<Uint8Array> {
  const [prefix, iv, body] = sealed.split('.')
  if (prefix !== PREFIX || !iv || !body) throw new FrameRequestError('Invalid sealed share')
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(fromUrl(iv), 'Invalid sealed share') as Uint8Array<ArrayBuffer>,
        additionalData: new TextEncoder().encode(context),
      },
      await aesKey(key, 'decrypt'),
      fromBase64(fromUrl(body), 'Invalid sealed share') as Uint8Array<ArrayBuffer>,
    )
    return new Uint8Array(plain)
  } catch (cause) {
    if (cause instanceof FrameRequestError) throw cause
    throw new FrameRequestError('The recovery key does not open this share')
  }
}

/**
 * What a recovery password gives, through scrypt (`params`, default {@link RECOVERY_SCRYPT}):
 * 64 bytes, of which the first 32 are the key that seals the recovery key (never leaves the
 * frame) and the last 32 the verifier the service checks before it hands out the sealed shares
 * (so a stolen session alone gets nothing to guess against). `scrypt` is where it runs: the
 * frame passes its worker's.
 * @example const { wrapKey, verifier } = await derivePasswordKeys('correct horse', salt)
 */
export async function derivePasswordKeys(
  password: string,
  saltHex: string,
  params: { N: number; r: number; p: number } = RECOVERY_SCRYPT,
  scrypt: Scrypt = scryptHere,
): Promise<{ wrapKey: Uint8Array; verifier: string }> {
  const secret = new TextEncoder().encode(password.normalize('NFKC'))
  const out = await scrypt(secret, hexToBytes(`0x${saltHex}`), { ...params, dkLen: 64 }).finally(
    () => secret.fill(0),
  )
  const wrapKey = out.slice(0, 32)
  const verifier = bytesToHex(out.slice(32)).slice(2)
  out.fill(0)
  return { wrapKey, verifier }
}

/** Associated data of a recovery share sealed for `address`. @example shareContext(address) */
export const shareContext = (address: string) => `portico recovery share:${address.toLowerCase()}`
/** Associated data of the recovery key sealed for `address`. @example recoveryKeyContext(address) */
export const recoveryKeyContext = (address: string) =>
  `portico recovery key:${address.toLowerCase()}`

/**
 * The key that seals the recovery key under a passkey: HKDF-SHA256 of the credential's 32-byte
 * PRF output (info 'portico recovery key wrap'), so the raw PRF output is never a cipher key.
 * @example const wrapKey = await prfWrapKey(prfOutput)
 */
export async function prfWrapKey(prfOutput: Uint8Array): Promise<Uint8Array> {
  const base = await crypto.subtle.importKey(
    'raw',
    prfOutput as Uint8Array<ArrayBuffer>,
    'HKDF',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode('portico recovery key wrap'),
    },
    base,
    256,
  )
  return new Uint8Array(bits)
}
