import { encodeBase58 } from '@portico/common'
import { signBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaTestSigner } from './solanaTestKeys'
import { verifySolanaSignature } from './verifySolanaSignature'

const MESSAGE = 'Hello from Portico'

describe('verifySolanaSignature', () => {
  it("accepts the account's signature of the message and nothing else", async () => {
    const [signer, other] = await Promise.all([solanaTestSigner(0), solanaTestSigner(1)])
    const bytes = await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(MESSAGE))
    const signature = encodeBase58(new Uint8Array(bytes))
    expect(await verifySolanaSignature(signer.address, MESSAGE, signature)).toBe(true)
    expect(await verifySolanaSignature(signer.address, `${MESSAGE}!`, signature)).toBe(false)
    expect(await verifySolanaSignature(other.address, MESSAGE, signature)).toBe(false)
    expect(await verifySolanaSignature(signer.address, MESSAGE, 'not a signature')).toBe(false)
  })

  it('takes the signed bytes and the signature as bytes too', async () => {
    const signer = await solanaTestSigner(0)
    const message = new Uint8Array([1, 2, 3, 255])
    const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, message))
    expect(await verifySolanaSignature(signer.address, message, signature)).toBe(true)
    expect(await verifySolanaSignature(signer.address, new Uint8Array([1, 2, 3]), signature)).toBe(
      false,
    )
    expect(await verifySolanaSignature(signer.address, message, signature.slice(1))).toBe(false)
  })
})
