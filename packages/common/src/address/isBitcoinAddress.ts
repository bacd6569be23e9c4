import { type BitcoinNetwork, getBitcoinAddressInfo } from './getBitcoinAddressInfo'

/**
 * Whether a value is a Bitcoin address, optionally of one network. Regtest accepts `bcrt1…` and
 * the legacy testnet prefixes m/n/2 (regtest shares them).
 * @example
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') // true
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'testnet') // false
 */
export function isBitcoinAddress(value: unknown, network?: BitcoinNetwork): value is string {
  if (typeof value !== 'string') return false
  const info = getBitcoinAddressInfo(value)
  if (!info) return false
  if (!network || info.network === network) return true
  return (
    network === 'regtest' &&
    info.network === 'testnet' &&
    (info.type === 'p2pkh' || info.type === 'p2sh')
  )
}
