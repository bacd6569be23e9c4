import { decodeBase58 } from '@portico/common'

/**
 * Whether `signature` (base58) is the Ed25519 signature of the text `message` by the Solana
 * account `address` (base58): what `signMessage` returns, checked with WebCrypto.
 * @example
 * expect(await verifySolanaSignature(address, 'Hello from Portico', signature)).toBe(true)
 */
export async function verifySolanaSignature(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const publicKey = decodeBase58(address)
  const bytes = decodeBase58(signature)
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
    new TextEncoder().encode(message),
  )
}
