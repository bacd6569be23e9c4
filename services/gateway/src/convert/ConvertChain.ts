import { InvariantError } from '@portico/server'
import { type Address, getAddress } from 'viem'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { ConvertConfig } from '../config/gatewayConfigSchema'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'

/**
 * A token the convert API swaps: its CAIP-10 id as clients send it, and the address the router
 * trades (WETH for the native token).
 * @example const token: SwapToken = chain.tokens[0]
 */
export type SwapToken = {
  caip10: string
  /** The token's own address; the native token address for the native token. */
  address: Address
  /** What goes into a router path: WETH for the native token. */
  pathAddress: Address
  native: boolean
  name: string
  symbol: string
  decimals: number
}

/**
 * Uniswap V3 as a swap route on a chain: the factory whose pools are quoted, at `feeTiers`,
 * through QuoterV2, and SwapRouter02, which every swap of the chain then goes through.
 * @example const v3: SwapV3 = { factory, quoterV2, swapRouter02, feeTiers: [100, 500, 3000, 10000] }
 */
export type SwapV3 = {
  factory: Address
  quoterV2: Address
  swapRouter02: Address
  feeTiers: readonly number[]
}

/**
 * A configured chain with a Uniswap V2 router: its swappable tokens (native first), the
 * stablecoin that prices are read against, and Uniswap V3 where its swap contracts are set.
 * @example const chain: ConvertChain = toConvertChains(chains).get('eip155:31337')
 */
export type ConvertChain = GatewayChain & {
  convert: Omit<ConvertConfig, 'tokens'>
  tokens: readonly SwapToken[]
  stablecoin: SwapToken
  weth: Address
  v3?: SwapV3
}

/**
 * The router a chain's swaps are sent to, and so the spender its approvals name: SwapRouter02
 * where Uniswap V3 swaps are set up, else the V2 router.
 * @example const spender = swapRouterOf(chain)
 */
export function swapRouterOf(chain: ConvertChain): Address {
  return chain.v3?.swapRouter02 ?? getAddress(chain.convert.router)
}

/**
 * The chains that have a router configured, keyed by CAIP-2 id, with their swappable tokens:
 * the native token and the convert config's `tokens`, else the chain's own tokens.
 * @example
 * const convertChains = toConvertChains(toGatewayChains(config.chains, clients))
 */
export function toConvertChains(chains: readonly GatewayChain[]): Map<string, ConvertChain> {
  const result = new Map<string, ConvertChain>()
  for (const chain of chains) {
    const convert = chain.config.convert
    if (!convert) continue
    const weth = getAddress(convert.weth)
    const native = chain.config.nativeCurrency
    const tokens: SwapToken[] = [
      {
        caip10: `${chain.caip2}:${NATIVE_TOKEN_ADDRESS}`,
        address: NATIVE_TOKEN_ADDRESS,
        pathAddress: weth,
        native: true,
        ...native,
      },
    ]
    for (const token of convert.tokens ?? chain.config.tokens) {
      const address = getAddress(token.address)
      if (tokens.some((known) => known.address === address)) continue
      tokens.push({
        caip10: `${chain.caip2}:${address}`,
        address,
        pathAddress: address,
        native: false,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
    }
    const stableAddress = getAddress(convert.stablecoin)
    const stableConfig = [...chain.config.tokens, ...(convert.tokens ?? [])].find(
      (token) => getAddress(token.address) === stableAddress,
    )
    // The config schema refuses a stablecoin that is not one of the chain's tokens.
    if (!stableConfig)
      throw new InvariantError(`${chain.caip2}: the stablecoin is not a configured token`)
    const stablecoin = tokens.find((token) => token.address === stableAddress) ?? {
      caip10: `${chain.caip2}:${stableAddress}`,
      address: stableAddress,
      pathAddress: stableAddress,
      native: false,
      name: stableConfig.name,
      symbol: stableConfig.symbol,
      decimals: stableConfig.decimals,
    }
    const { tokens: _listed, ...contracts } = convert
    const v3 = chain.config.uniswapV3
    result.set(chain.caip2, {
      ...chain,
      convert: contracts,
      tokens,
      stablecoin,
      weth,
      // The config schema takes the two swap contracts together or not at all.
      ...(v3?.quoterV2 &&
        v3.swapRouter02 && {
          v3: {
            factory: getAddress(v3.factory),
            quoterV2: getAddress(v3.quoterV2),
            swapRouter02: getAddress(v3.swapRouter02),
            feeTiers: v3.feeTiers,
          },
        }),
    })
  }
  return result
}
