import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/**
 * The local Solana chain's seeded test account 0: its ed25519 private key is
 * sha256("portico solana test account 0") (services/solana-rpc/README.md), a public test key
 * holding 1,000 SOL and 1,000,000 PTT, as anvil's account 0 is the EVM default.
 * @example
 * (await solanaSignerOf(readSolanaKey(DEFAULT_SOLANA_KEY) ?? new Uint8Array())).address // 'G9yJ…Gi7Q'
 */
export const DEFAULT_SOLANA_KEY =
  '0xcacb2256d1521c6ce13705b9ebdbe2a958a82360b681a9db3b5c51b6cc11a95b'

/**
 * A Solana private key as the wallet takes it: the 32-byte ed25519 seed in hex, with or
 * without 0x. Undefined for anything else.
 * @example
 * readSolanaKey(DEFAULT_SOLANA_KEY)?.length // 32
 */
export function readSolanaKey(text: string | null | undefined): Uint8Array | undefined {
  const hex = text?.trim().replace(/^0x/, '')
  if (!hex || !/^[0-9a-fA-F]{64}$/.test(hex)) return undefined
  return new Uint8Array((hex.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)))
}

/**
 * The signer of a 32-byte ed25519 seed (WebCrypto keys; the private key does not leave them).
 * @example
 * const signer = await solanaSignerOf(key)
 */
export function solanaSignerOf(key: Uint8Array): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(key)
}
