import { sha256 } from '@noble/hashes/sha2.js'
import { decodeBase58 } from './base58'
import { decodeSegwitAddress } from './segwit'

/**
 * A Bitcoin network.
 * @example
 * const n: BitcoinNetwork = 'regtest'
 */
export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest'

/**
 * The script kind an address pays to; `witness` is a future segwit version.
 * @example
 * const t: BitcoinAddressType = 'p2tr'
 */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

/**
 * What an address says about itself. Legacy testnet addresses (m/n/2) are also valid on regtest,
 * which has no base58 prefixes of its own; they report 'testnet'.
 * @example
 * const info: BitcoinAddressInfo = { network: 'mainnet', type: 'p2pkh' }
 */
export type BitcoinAddressInfo = { network: BitcoinNetwork; type: BitcoinAddressType }

const BASE58_VERSIONS: Record<number, BitcoinAddressInfo> = {
  0: { network: 'mainnet', type: 'p2pkh' },
  5: { network: 'mainnet', type: 'p2sh' },
  111: { network: 'testnet', type: 'p2pkh' },
  196: { network: 'testnet', type: 'p2sh' },
}

const SEGWIT_HRPS: Record<string, BitcoinNetwork> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
}

function base58CheckInfo(address: string): BitcoinAddressInfo | undefined {
  const bytes = decodeBase58(address)
  if (bytes?.length !== 25) return undefined
  const payload = bytes.subarray(0, 21)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  if (!checksum.every((byte, i) => byte === bytes[21 + i])) return undefined
  return BASE58_VERSIONS[bytes[0] ?? -1]
}

function segwitType(version: number, length: number): BitcoinAddressType {
  if (version === 0) return length === 20 ? 'p2wpkh' : 'p2wsh'
  if (version === 1 && length === 32) return 'p2tr'
  return 'witness'
}

/**
 * Network and type of a Bitcoin address (base58check P2PKH/P2SH or bech32/bech32m segwit),
 * or undefined when it is not one.
 * @example
 * getBitcoinAddressInfo('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')
 * // { network: 'mainnet', type: 'p2tr' }
 */
export function getBitcoinAddressInfo(address: string): BitcoinAddressInfo | undefined {
  const segwit = decodeSegwitAddress(address)
  if (segwit) {
    const network = SEGWIT_HRPS[segwit.hrp]
    return network
      ? { network, type: segwitType(segwit.version, segwit.program.length) }
      : undefined
  }
  return base58CheckInfo(address)
}
