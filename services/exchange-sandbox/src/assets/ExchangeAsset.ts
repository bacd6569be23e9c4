/**
 * One asset the exchange pays out: on which network, the token (`native`, an ERC-20 contract
 * or an SPL mint), its symbol (what account balances are kept in) and decimals.
 * @example const asset: ExchangeAsset = { network: 'eip155:31337', networkName: 'Devnet A', namespace: 'eip155', asset: 'native', symbol: 'ETH', decimals: 18 }
 */
export type ExchangeAsset = {
  network: string
  networkName: string
  namespace: 'eip155' | 'solana'
  asset: 'native' | string
  symbol: string
  decimals: number
}
