// Deep imports on purpose: the devnet index also loads viem, which takes seconds through tsx.
import { compileContracts } from '@portico/test/devnet/compileContracts'
import { deployIdRegistry } from '@portico/test/devnet/deployIdRegistry'
import { deployTestNfts } from '@portico/test/devnet/deployTestNfts'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { deployUniswapV2 } from '@portico/test/devnet/deployUniswapV2'
import { deployUniswapV3 } from '@portico/test/devnet/deployUniswapV3'
import { seedUniswapV3Pools } from '@portico/test/devnet/seedUniswapV3Pools'
import { startAnvil } from '@portico/test/devnet/startAnvil'
import type { StackContext } from './StackContext'
import type { stackDevnets } from './stackDevnets'
import { startBundler } from './startBundler'

/**
 * Start one anvil devnet and deploy the stack's contracts to it (test tokens, Uniswap V2 and V3
 * at the addresses the stack announced, with their pools; the Farcaster ID registry, the test
 * NFTs; ENS on the first), with its bundler beside it when the stack runs bundlers. Each deployer has its own
 * account, so V2 and V3 deploy side by side, and V3's pools are seeded beside the registry and
 * the NFTs.
 * @example
 * await startDevnet(ctx, stackDevnets[0], 0)
 */
export async function startDevnet(
  ctx: StackContext,
  devnet: (typeof stackDevnets)[number],
  index: number,
): Promise<void> {
  const { host, ports, log, since, info, processes } = ctx
  const chain = info.chains[index]
  if (!chain) throw new Error(`devnet ${devnet.chainId}: not in the stack's chains`)
  const [, anvil] = await Promise.all([
    compileContracts(),
    processes.started(
      `devnet ${devnet.chainId}`,
      startAnvil({ chainId: devnet.chainId, port: ports[devnet.key], host }),
    ),
  ])
  // ERC-4337 and its bundler have their own deployer: they come up beside the rest.
  const bundler = ctx.running.bundlers
    ? processes.started(
        `bundler ${devnet.chainId}`,
        startBundler({
          chainId: devnet.chainId,
          rpcUrl: anvil.rpcUrl,
          port: ports[devnet.bundlerKey],
          log,
          timeoutMs: ctx.timeoutMs,
        }),
      )
    : undefined
  // Awaited below; handled here too, so a failing token deployment leaves no stray rejection.
  bundler?.catch(() => {})
  const deployed = await deployTestTokens(anvil.rpcUrl)
  if (JSON.stringify(deployed) !== JSON.stringify(chain.tokens)) {
    throw new Error(`devnet ${devnet.chainId}: test tokens did not land at the expected addresses`)
  }
  log('stack', `test tokens deployed on ${devnet.chainId} after ${since()}`)
  const { weth, factory } = chain.uniswap
  // V3's contracts name V2's WETH and factory only as addresses: they need not exist yet.
  const [, v3] = await Promise.all([
    deployUniswapV2(anvil.rpcUrl, deployed),
    deployUniswapV3(anvil.rpcUrl, { weth, factoryV2: factory }),
  ])
  log('stack', `Uniswap V2 pools seeded and V3 deployed on ${devnet.chainId} after ${since()}`)
  // Its pools wrap ether in V2's WETH, deployed by now.
  const v3Pools = seedUniswapV3Pools(anvil.rpcUrl, { tokens: deployed, weth, v3 }).then(() =>
    log('stack', `Uniswap V3 pools seeded on ${devnet.chainId} after ${since()}`),
  )
  v3Pools.catch(() => {})
  // ENS on the first devnet, beside the rest (its own deployer); loaded only here, as it
  // brings viem and a compile of its Universal Resolver.
  const gatewayUrl = info.urls.gateway
  const ens =
    index === 0 && gatewayUrl
      ? import('./deployDemoEns')
          .then(({ deployDemoEns }) => deployDemoEns(anvil.rpcUrl, gatewayUrl))
          .then(() => log('stack', `ENS deployed on ${devnet.chainId} after ${since()}`))
      : undefined
  ens?.catch(() => {})
  await deployIdRegistry(anvil.rpcUrl)
  log('stack', `Farcaster ID registry deployed on ${devnet.chainId} after ${since()}`)
  // Their token URIs point at the gateway, which serves the metadata and images.
  if (info.urls.gateway) {
    await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: info.urls.gateway })
    log('stack', `test NFTs minted on ${devnet.chainId} after ${since()}`)
  }
  await v3Pools
  await ens
  await bundler
}
