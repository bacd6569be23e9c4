import { sha256 } from '@noble/hashes/sha2.js'
import { decodeBase58 } from '../address/base58'
import type { BitcoinAddressType } from '../address/getBitcoinAddressInfo'
import { decodeSegwitAddress } from '../address/segwit'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams'

/**
 * An address of one network, with the output script it pays to.
 * @example
 * const decoded: DecodedBitcoinAddress = { type: 'p2wpkh', script: new Uint8Array(22) }
 */
export type DecodedBitcoinAddress = { type: BitcoinAddressType; script: Uint8Array }

const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac
const OP_EQUAL = 0x87

function witnessType(version: number, length: number): BitcoinAddressType {
  if (version === 0) return length === 20 ? 'p2wpkh' : 'p2wsh'
  if (version === 1 && length === 32) return 'p2tr'
  return 'witness'
}

/**
 * Decodes an address of the network `params` describes (its bech32 prefix and base58 versions),
 * or undefined when it is not one — an address of another network included.
 * @example
 * decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', bitcoinMainnetParams)?.type // 'p2wpkh'
 */
export function decodeBitcoinAddress(
  address: string,
  params: Pick<BitcoinNetworkParams, 'bech32' | 'pubKeyHash' | 'scriptHash'>,
): DecodedBitcoinAddress | undefined {
  const segwit = decodeSegwitAddress(address)
  if (segwit) {
    if (segwit.hrp !== params.bech32) return undefined
    const { version, program } = segwit
    // OP_0 or OP_1..OP_16, then a push of the program.
    const script = Uint8Array.of(version === 0 ? 0 : 0x50 + version, program.length, ...program)
    return { type: witnessType(version, program.length), script }
  }
  const bytes = decodeBase58(address)
  if (bytes?.length !== 25) return undefined
  const payload = bytes.subarray(0, 21)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  if (!checksum.every((byte, i) => byte === bytes[21 + i])) return undefined
  const hash = bytes.subarray(1, 21)
  if (bytes[0] === params.pubKeyHash) {
    const script = Uint8Array.of(OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG)
    return { type: 'p2pkh', script }
  }
  if (bytes[0] === params.scriptHash) {
    return { type: 'p2sh', script: Uint8Array.of(OP_HASH160, 20, ...hash, OP_EQUAL) }
  }
  return undefined
}
