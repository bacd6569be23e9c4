import type { CaipAddress, CaipNetworkId } from './Caip'

/**
 * An amount as the blockchain API reports it: integer-string decimals and a decimal string.
 * @example
 * const q: TokenQuantity = { decimals: '18', numeric: '1.25' }
 */
export type TokenQuantity = {
  decimals: string
  numeric: string
}

/**
 * One token balance of an account (spec §3 Token balance).
 * @example
 * const usdc: TokenBalance = {
 *   name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1',
 *   address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
 *   price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '',
 * }
 */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** Absent for the native token. */
  address?: CaipAddress
  value?: number
  price: number
  quantity: TokenQuantity
  iconUrl: string
}
