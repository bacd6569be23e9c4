import type { BitcoinNetworkParams } from './BitcoinNetworkParams'

/**
 * Bitcoin mainnet (Bitcoin Core's chainparams: bech32 `bc`, versions 0 / 5 / 128).
 * @example
 * p2wpkhAddress(publicKey, bitcoinMainnetParams) // 'bc1q…'
 */
export const bitcoinMainnetParams: Readonly<BitcoinNetworkParams> = {
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

/**
 * Bitcoin testnet3 (bech32 `tb`, versions 111 / 196 / 239).
 * @example
 * p2wpkhAddress(publicKey, bitcoinTestnetParams) // 'tb1q…'
 */
export const bitcoinTestnetParams: Readonly<BitcoinNetworkParams> = {
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/**
 * The dev stack's regtest chain: Litecoin Core 0.21 in regtest (bech32 `rltc`; P2SH addresses
 * take version 58, `Q…`). Its genesis block is Litecoin's regtest genesis.
 * @example
 * p2wpkhAddress(publicKey, litecoinRegtestParams) // 'rltc1q…'
 */
export const litecoinRegtestParams: Readonly<BitcoinNetworkParams> = {
  caipNetworkId: 'bip122:530827f38f93b43ed12af0b3ad25a288',
  name: 'Portico Regtest',
  bech32: 'rltc',
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}
