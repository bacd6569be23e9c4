import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { encodeSegwitAddress } from '../address/segwit'
import { CompressedPublicKeyRequiredError } from '../errors/bitcoin'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams'

/**
 * The native segwit v0 (P2WPKH) address of a compressed secp256k1 public key on a network:
 * bech32 of HASH160(public key) — what wallets hand out as the `payment` address.
 * @example
 * p2wpkhAddress(hexToBytes('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'), bitcoinMainnetParams)
 * // 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
 */
export function p2wpkhAddress(
  publicKey: Uint8Array,
  params: Pick<BitcoinNetworkParams, 'bech32'>,
): string {
  if (publicKey.length !== 33 || (publicKey[0] !== 2 && publicKey[0] !== 3)) {
    throw new CompressedPublicKeyRequiredError()
  }
  return encodeSegwitAddress(params.bech32, 0, ripemd160(sha256(publicKey)))
}
