import { type SeenRequest, startFaultyRpcProxy } from '@portico/test/devnet'
import { startGatewayProcess } from '@portico/test/services/startGatewayProcess'
import type { RehearsalChains } from './startRehearsalChains'

/** The rehearsal's project id, the only one its gateway serves. */
export const REHEARSAL_PROJECT = 'rehearsal'

/** A provider plan's faults: every 7th call 429 (retry at once), batches of 4 at most, one dropped connection. */
const PROVIDER_FAULTS = { rateLimitEvery: 7, retryAfter: '0', maxBatchSize: 4, dropNext: 1 }

/**
 * The rehearsal's gateway while it runs: its URL, and what each chain's faulty provider saw.
 * @example
 * const gateway: RehearsalGateway = await startRehearsalGateway(chains, { pageOrigin, baseStartBlock })
 */
export type RehearsalGateway = {
  url: string
  seen: { ethereum: SeenRequest[]; base: SeenRequest[] }
  close: () => Promise<void>
}

/**
 * Starts the real gateway (a child process) on the rehearsal's two chains, each read through a
 * fault-injecting RPC proxy: Ethereum indexed from genesis, with its ENS and feed; Base indexed
 * from `baseStartBlock` (a recent block, as a team starting on Base sets it), with its tokens,
 * Uniswap V2 and V3 swaps through SwapRouter02 and its feed. One project, open to `pageOrigin`.
 * @example
 * const gateway = await startRehearsalGateway(chains, { pageOrigin: 'http://127.0.0.1:4173', baseStartBlock: 60 })
 */
export async function startRehearsalGateway(
  chains: RehearsalChains,
  options: { pageOrigin: string; baseStartBlock: number },
): Promise<RehearsalGateway> {
  const { ethereum, base } = chains
  const proxies = await Promise.all([
    startFaultyRpcProxy(ethereum.anvil.rpcUrl, PROVIDER_FAULTS),
    startFaultyRpcProxy(base.anvil.rpcUrl, PROVIDER_FAULTS),
  ])
  const [ethereumProxy, baseProxy] = proxies
  const stopProxies = () => Promise.all(proxies.map((proxy) => proxy.stop()))
  // The gateway learns the batch cap by refusal and waits out the 429s.
  const upstream = { maxBatchSize: 10, maxRateLimitRetries: 10 }
  const feed = (address: string) => [{ token: 'native', feed: address, maxAgeSeconds: 3_600 }]
  const stablecoin = base.tokens.tetherStyle.address
  try {
    const gateway = await startGatewayProcess({
      chains: [
        {
          chainId: 1,
          name: 'Ethereum',
          rpcUrl: ethereumProxy.url,
          upstream,
          priceFeeds: feed(ethereum.feed),
        },
        {
          chainId: 8453,
          name: 'Base',
          rpcUrl: baseProxy.url,
          upstream,
          startBlock: options.baseStartBlock,
          priceFeeds: feed(base.feed),
          tokens: Object.values(base.tokens).map(({ address, name, symbol, decimals }) => ({
            address,
            name,
            symbol,
            decimals,
          })),
          convert: { ...base.uniswap, routerName: 'Uniswap', stablecoin },
          uniswapV3: {
            factory: base.v3.factory,
            weth: base.uniswap.weth,
            stablecoin,
            quoterV2: base.v3.quoterV2,
            swapRouter02: base.v3.swapRouter02,
          },
        },
      ],
      projects: [
        {
          projectId: REHEARSAL_PROJECT,
          allowedOrigins: [options.pageOrigin],
          defaultFrameAncestors: false,
        },
      ],
      names: { ens: [{ chainId: 1, universalResolver: ethereum.ens.universalResolver }] },
      // The name's avatar is one of the gateway's own test images, on loopback.
      nftMetadata: { allowLoopback: true },
      // Anvil mines a block per transaction: poll often so activity shows up quickly.
      indexer: { enabled: true, pollIntervalMs: 250 },
    })
    return {
      url: gateway.url,
      seen: { ethereum: ethereumProxy.seen, base: baseProxy.seen },
      close: async () => {
        await gateway.close()
        await stopProxies()
      },
    }
  } catch (error) {
    await stopProxies()
    throw error
  }
}
