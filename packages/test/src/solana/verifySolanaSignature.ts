import { decodeBase58 } from '@portico/common'

/**
 * Whether `signature` (base58, or its bytes) is the Ed25519 signature of `message` (a text, or
 * the exact bytes signed, such as a transaction's message) by the Solana account `address`
 * (base58): what `signMessage` returns, checked with WebCrypto.
 * @example
 * expect(await verifySolanaSignature(address, 'Hello from Portico', signature)).toBe(true)
 */
export async function verifySolanaSignature(
  address: string,
  message: string | Uint8Array,
  signature: string | Uint8Array,
): Promise<boolean> {
  const publicKey = decodeBase58(address)
  const bytes = typeof signature === 'string' ? decodeBase58(signature) : signature
  if (publicKey?.length !== 32 || bytes?.length !== 64) return false
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    new Uint8Array(bytes),
    typeof message === 'string' ? new TextEncoder().encode(message) : new Uint8Array(message),
  )
}
