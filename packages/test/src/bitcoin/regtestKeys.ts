import { sha256 } from '@noble/hashes/sha2.js'
import { litecoinRegtestParams } from '@portico/common'
import { getAddress } from '@scure/btc-signer'

/**
 * A key of the regtest chain that tests and the test wallet use, with its addresses.
 * @example
 * const [miner]: RegtestKey[] = regtestKeys()
 */
export type RegtestKey = {
  privateKey: Uint8Array
  /** Native segwit v0 (P2WPKH): the `payment` address. */
  payment: string
  /** Taproot key path (P2TR): the `ordinals` address. */
  ordinals: string
}

/**
 * Deterministic keys (SHA-256 of a label) so every run funds the same addresses: key 0 receives
 * the mined coins, the others start empty. Test keys only: they are public.
 *
 * @example
 * const [funded, empty] = regtestKeys(2)
 */
export function regtestKeys(count = 4): RegtestKey[] {
  return Array.from({ length: count }, (_, index) => {
    const label = `portico regtest key ${index}`
    const privateKey = sha256(new TextEncoder().encode(label))
    const payment = getAddress('wpkh', privateKey, litecoinRegtestParams)
    const ordinals = getAddress('tr', privateKey, litecoinRegtestParams)
    if (!payment || !ordinals) throw new Error('cannot derive the regtest test addresses')
    return { privateKey, payment, ordinals }
  })
}
