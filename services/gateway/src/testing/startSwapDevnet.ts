import {
  type Anvil,
  type DeployedTestTokens,
  deployTestTokens,
  deployUniswapV2,
  startAnvil,
  type UniswapV2Devnet,
} from '@portico/test/devnet'
import type { ChainConfig } from '../config/gatewayConfigSchema'

/**
 * A fresh anvil with the dev stack's test tokens (PTT, tUSDT) and Uniswap V2 with its seeded
 * pools (ETH/tUSDT, ETH/PTT, PTT/tUSDT), and the gateway chain config that swaps through it.
 * @example
 * const devnet = await startSwapDevnet(31337)
 * const gateway = await createTestGateway({ chains: [devnet.chain] })
 */
export async function startSwapDevnet(chainId: number): Promise<{
  anvil: Anvil
  tokens: DeployedTestTokens
  uniswap: UniswapV2Devnet
  chain: Omit<
    ChainConfig,
    | 'nativeCurrency'
    | 'startBlock'
    | 'spamNfts'
    | 'entryPoints'
    | 'upstream'
    | 'priceFeeds'
    | 'uniswapV3'
  >
}> {
  const anvil = await startAnvil({ chainId })
  try {
    const tokens = await deployTestTokens(anvil.rpcUrl)
    const uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
    const listed = [tokens.erc20, tokens.tetherStyle].map(
      ({ address, name, symbol, decimals }) => ({
        address,
        name,
        symbol,
        decimals,
      }),
    )
    return {
      anvil,
      tokens,
      uniswap,
      chain: {
        chainId,
        name: `Swap devnet ${chainId}`,
        rpcUrl: anvil.rpcUrl,
        tokens: listed,
        convert: { ...uniswap, routerName: 'Uniswap', stablecoin: tokens.tetherStyle.address },
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
