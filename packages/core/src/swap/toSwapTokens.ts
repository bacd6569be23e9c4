import type { CaipAddress, TokenBalance } from '@portico/common'
import type { FungiblePriceResponse } from '@portico/common/schemas/api'
import type { SwapToken } from '../types/SwapClient'

/** The address existing clients and our gateway use for a network's own coin. */
const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Whether a CAIP-10 token id names the network's own coin (the 0xeeee… address, or zero).
 * @example
 * isNativeTokenAddress('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isNativeTokenAddress(address: string): boolean {
  const plain = address.split(':')[2]?.toLowerCase()
  return plain === NATIVE_ADDRESS || plain === `0x${'0'.repeat(40)}`
}

/**
 * The convert API's tokens with the account's balances (gateway balances: the native entry has
 * no address) and USD prices (the balance's, else the price call's, matched by address).
 * @example
 * const tokens = toSwapTokens({ tokens, balances, prices })
 */
export function toSwapTokens({
  tokens,
  balances,
  prices,
}: {
  tokens: readonly {
    address: string
    symbol: string
    decimals: number
    name?: string | undefined
    logoUri?: string | undefined
  }[]
  balances: readonly TokenBalance[]
  prices: FungiblePriceResponse['fungibles']
}): SwapToken[] {
  const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()
  return tokens.map((token) => {
    const native = isNativeTokenAddress(token.address)
    const held = balances.find((b) => (native ? !b.address : same(b.address, token.address)))
    const price = held?.price || prices.find((p) => same(p.address, token.address))?.price
    return {
      address: token.address as CaipAddress,
      symbol: token.symbol,
      name: token.name ?? token.symbol,
      decimals: token.decimals,
      logoUri: token.logoUri,
      balance: held?.quantity.numeric ?? '0',
      price,
      native,
    }
  })
}
