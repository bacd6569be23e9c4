import { createPrivateKey, createPublicKey, hkdfSync } from 'node:crypto'
import { decodeBase58 } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { deriveSolanaSigner } from './deriveSolanaSigner'

const secretA = new Uint8Array(32).fill(7)
const secretB = new Uint8Array(32).fill(8)

// The same formula through node:crypto, not WebCrypto: HKDF-SHA256 (empty salt, info
// 'portico solana') gives the Ed25519 seed; the address is its public key in base58.
function expectedPublicKey(secret: Uint8Array): Uint8Array {
  const seed = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'portico solana', 32))
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const jwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
    format: 'jwk',
  })
  return new Uint8Array(Buffer.from(String(jwk.x), 'base64url'))
}

async function verify(address: string, message: Uint8Array, signature: Uint8Array) {
  const decoded = decodeBase58(address)
  if (!decoded) throw new Error('not base58')
  const publicKey = new Uint8Array(decoded)
  const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, [
    'verify',
  ])
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    new Uint8Array(signature),
    new Uint8Array(message),
  )
}

describe('deriveSolanaSigner', () => {
  it('derives the address from HKDF-SHA256 of the secret, the same every time', async () => {
    const first = await deriveSolanaSigner(secretA)
    const again = await deriveSolanaSigner(new Uint8Array(secretA))
    expect(first.address).toBe(again.address)
    expect(decodeBase58(first.address)).toEqual(expectedPublicKey(secretA))
  })

  it('gives another key another address, and is not the secret used as a seed directly', async () => {
    const a = await deriveSolanaSigner(secretA)
    const b = await deriveSolanaSigner(secretB)
    expect(a.address).not.toBe(b.address)
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), secretA])
    const direct = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }))
    const directX = Buffer.from(String(direct.export({ format: 'jwk' }).x), 'base64url')
    expect(decodeBase58(a.address)).not.toEqual(new Uint8Array(directX))
  })

  it('signs so that the signature verifies with the address, and leaves the secret as it was', async () => {
    const secret = new Uint8Array(secretA)
    const signer = await deriveSolanaSigner(secret)
    expect(secret).toEqual(secretA)
    const message = new TextEncoder().encode('Hello from Portico')
    const signature = await signer.sign(message)
    expect(signature).toHaveLength(64)
    expect(await verify(signer.address, message, signature)).toBe(true)
    expect(await verify((await deriveSolanaSigner(secretB)).address, message, signature)).toBe(
      false,
    )
  })
})
