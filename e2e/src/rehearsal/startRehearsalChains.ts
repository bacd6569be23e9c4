import {
  type Anvil,
  addUniswapV3Pool,
  anvilAccounts,
  type DeployedTestTokens,
  deployPriceFeed,
  deployTestTokens,
  deployUniswapV2,
  deployUniswapV3,
  rpcRequest,
  sendFromDevAccount,
  startAnvil,
  type UniswapV2Devnet,
  type UniswapV3Devnet,
} from '@portico/test/devnet'
import { type DevnetEns, deployEns } from '@portico/test/devnet/ens/deployEns'
import { type Address, parseEther, parseUnits, toHex } from 'viem'

/**
 * ETH's price the feeds on both chains answer, in dollars: above the $3,000 Base's pools start
 * at, so a value read from the pools (spot or average) shows as wrong.
 */
export const REHEARSAL_ETH_USD = 3_150

/**
 * The two nodes of the mainnet-shaped rehearsal and what is deployed on them.
 * @example
 * const chains: RehearsalChains = await startRehearsalChains()
 */
export type RehearsalChains = {
  /** Chain id 1: ENS (registry, resolver, reverse registrar, Universal Resolver), an ETH / USD feed. */
  ethereum: { anvil: Anvil; ens: DevnetEns; feed: Address }
  /**
   * Chain id 8453: the test tokens (tUSDT, 6 decimals, Tether's ABI), Uniswap V2 with its pools,
   * Uniswap V3 with a deep WETH / tUSDT pool at 0.05 %, an ETH / USD feed.
   */
  base: {
    anvil: Anvil
    tokens: DeployedTestTokens
    uniswap: UniswapV2Devnet
    v3: UniswapV3Devnet
    pool: Address
    feed: Address
  }
  stop: () => Promise<void>
}

/**
 * Starts anvil with chain id 1 and with chain id 8453, side by side, and deploys the rehearsal's
 * contracts on each (see {@link RehearsalChains}).
 * @example
 * const { ethereum, base, stop } = await startRehearsalChains()
 */
export async function startRehearsalChains(): Promise<RehearsalChains> {
  const started: Anvil[] = []
  const stop = async () => {
    for (const anvil of started) await anvil.stop()
  }
  try {
    const [ethereum, base] = await Promise.all([
      startAnvil({ chainId: 1 }).then(async (anvil) => {
        started.push(anvil)
        const ens = await deployEns(anvil.rpcUrl)
        const feed = await deployPriceFeed(anvil.rpcUrl, {
          usd: REHEARSAL_ETH_USD,
          description: 'ETH / USD',
        })
        return { anvil, ens, feed: feed.address }
      }),
      startAnvil({ chainId: 8453 }).then(async (anvil) => {
        started.push(anvil)
        const tokens = await deployTestTokens(anvil.rpcUrl)
        const uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
        const v3 = await deployUniswapV3(anvil.rpcUrl, {
          weth: uniswap.weth,
          factoryV2: uniswap.factory,
        })
        // Base's ETH liquidity is in V3: 1,000 ETH against 3 M tUSDT, V2's price.
        const pool = await addUniswapV3Pool(anvil.rpcUrl, v3, {
          a: { address: uniswap.weth, amount: parseEther('1000'), wrap: true },
          b: { address: tokens.tetherStyle.address, amount: parseUnits('3000000', 6) },
          fee: 500,
        })
        const feed = await deployPriceFeed(anvil.rpcUrl, {
          usd: REHEARSAL_ETH_USD,
          description: 'ETH / USD',
        })
        return { anvil, tokens, uniswap, v3, pool, feed: feed.address }
      }),
    ])
    return { ethereum, base, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Gives `address` exactly `ether` on the node at `rpcUrl` (no transaction: history stays as it was).
 * @example
 * await setEther(base.anvil.rpcUrl, visitor.address, '2')
 */
export async function setEther(rpcUrl: string, address: Address, ether: string): Promise<void> {
  await rpcRequest(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther(ether))])
}

/**
 * Sends `ether` from anvil's first account to `to`: one transaction, in its own block.
 * @example
 * const { blockNumber } = await sendEther(base.anvil.rpcUrl, visitor.address, '0.25')
 */
export function sendEther(rpcUrl: string, to: Address, ether: string) {
  const from = (anvilAccounts[0] as { address: Address }).address
  return sendFromDevAccount(
    rpcUrl,
    { from, to, data: '0x', value: parseEther(ether) },
    'sending ether',
  )
}
