import {
  type Anvil,
  type DeployedTestTokens,
  deployTestTokens,
  deployUniswapV2,
  deployUniswapV3,
  startAnvil,
  type UniswapV2Devnet,
  type UniswapV3Devnet,
} from '@portico/test/devnet'
import type { ChainConfig, GatewayConfigInput } from '../config/gatewayConfigSchema'

type ChainInput = NonNullable<GatewayConfigInput['chains']>[number]

/**
 * A fresh anvil with the dev stack's test tokens (PTT, tUSDT) and Uniswap V2 with its seeded
 * pools (ETH/tUSDT, ETH/PTT, PTT/tUSDT), and the gateway chain config that swaps through it.
 * With `uniswapV3`, Uniswap V3 too (no pools yet: `addUniswapV3Pool` makes them) with QuoterV2
 * and SwapRouter02, which the chain config's `uniswapV3` names, so swaps go through SwapRouter02.
 * @example
 * const devnet = await startSwapDevnet(31337)
 * const gateway = await createTestGateway({ chains: [devnet.chain] })
 */
export async function startSwapDevnet(
  chainId: number,
  options: { uniswapV3?: boolean } = {},
): Promise<{
  anvil: Anvil
  tokens: DeployedTestTokens
  uniswap: UniswapV2Devnet
  v3: UniswapV3Devnet | undefined
  chain: Omit<
    ChainConfig,
    | 'nativeCurrency'
    | 'startBlock'
    | 'spamNfts'
    | 'entryPoints'
    | 'upstream'
    | 'priceFeeds'
    | 'uniswapV3'
  > & { uniswapV3?: ChainInput['uniswapV3'] }
}> {
  const anvil = await startAnvil({ chainId })
  try {
    const tokens = await deployTestTokens(anvil.rpcUrl)
    const uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
    const v3 = options.uniswapV3
      ? await deployUniswapV3(anvil.rpcUrl, { weth: uniswap.weth, factoryV2: uniswap.factory })
      : undefined
    const listed = [tokens.erc20, tokens.tetherStyle].map(
      ({ address, name, symbol, decimals }) => ({
        address,
        name,
        symbol,
        decimals,
      }),
    )
    const stablecoin = tokens.tetherStyle.address
    return {
      anvil,
      tokens,
      uniswap,
      v3,
      chain: {
        chainId,
        name: `Swap devnet ${chainId}`,
        rpcUrl: anvil.rpcUrl,
        tokens: listed,
        convert: { ...uniswap, routerName: 'Uniswap', stablecoin },
        ...(v3 && {
          uniswapV3: {
            factory: v3.factory,
            weth: uniswap.weth,
            stablecoin,
            quoterV2: v3.quoterV2,
            swapRouter02: v3.swapRouter02,
          },
        }),
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
