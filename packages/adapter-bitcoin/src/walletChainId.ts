import { bitcoinMainnetParams, bitcoinTestnetParams } from '@portico/common'

/**
 * The chain identifier Bitcoin wallets use for a network: `bitcoin:mainnet` and
 * `bitcoin:testnet` for those two, the CAIP-2 id for any other (a regtest chain).
 * @example
 * walletChainId('bip122:000000000019d6689c085ae165831e93') // 'bitcoin:mainnet'
 */
export function walletChainId(caipNetworkId: string): string {
  if (caipNetworkId === bitcoinMainnetParams.caipNetworkId) return 'bitcoin:mainnet'
  if (caipNetworkId === bitcoinTestnetParams.caipNetworkId) return 'bitcoin:testnet'
  return caipNetworkId
}
