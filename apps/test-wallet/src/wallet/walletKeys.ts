import type { Hex } from 'viem'

/**
 * anvil's default account 0: a public test key, funded on every devnet.
 * @example
 * privateKeyToAccount(DEFAULT_PRIVATE_KEY).address // '0xf39F…2266'
 */
export const DEFAULT_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** Storage key of the EVM private key the user chose. */
export const KEY_STORAGE = 'portico-test-wallet:private-key'
/** Storage key of the Solana seed the user chose. */
export const SOLANA_KEY_STORAGE = 'portico-test-wallet:solana-key'

/**
 * Whether a text is an EVM private key: 0x and 64 hex characters.
 * @example
 * isPrivateKey(DEFAULT_PRIVATE_KEY) // true
 */
export function isPrivateKey(text: string | null): text is Hex {
  return text !== null && /^0x[0-9a-fA-F]{64}$/.test(text)
}
