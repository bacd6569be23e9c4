import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { exchangeGatewayConfig } from './exchangeConfig'
import { onrampConfig } from './onrampConfig'
import type { StackChain } from './StackInfo'
import type { bitcoinGatewayChain } from './startBitcoinRegtest'
import type { solanaGatewayChain } from './startSolanaRpc'

/**
 * Options of {@link gatewayConfig}.
 * @example
 * gatewayConfig({ chains, projectId: 'portico-demo', allowedOrigins: [], dbPath: ':memory:' } satisfies GatewayConfigOptions)
 */
export type GatewayConfigOptions = {
  chains: readonly StackChain[]
  projectId: string
  /** Page origins allowed to call the gateway (the demo and the test wallet app). */
  allowedOrigins: readonly string[]
  dbPath: string
  /** Where the test wallet app runs: the catalogue's 'Portico Test Wallet' links there. */
  testWalletUrl?: string | undefined
  /** The on-ramp sandbox: where it runs, the secret it shares with the gateway, its treasury. */
  onramp?: { url: string; secret: string; treasury: string } | undefined
  /** The sandbox exchange Pay lists: where it runs and the API key the gateway calls it with. */
  exchange?: { url: string; apiKey: string } | undefined
  /** The Bitcoin regtest chain the gateway serves an Esplora-style API for. */
  bitcoin?: ReturnType<typeof bitcoinGatewayChain> | undefined
  /** The local Solana chain the balance API answers for. */
  solana?: ReturnType<typeof solanaGatewayChain> | undefined
  /** Shared with the wallet frame: its calls then count per visitor in the gateway's limits. */
  frameProxySecret?: string | undefined
}

/**
 * The gateway's JSON config for the dev stack (schema: services/gateway/src/config): both
 * devnets with their test tokens and Uniswap V2 (swaps, and prices read from the pools against
 * tUSDT), one project limited to the stack's own origins (without the spec's default frame
 * ancestors on shared hosts), and loopback pages let in (a development setting) so an app on
 * any localhost port can use the project; sign-in still needs its origin in `allowedOrigins`. NFT metadata on loopback is read (the devnets' token URIs
 * name the gateway itself), another development setting.
 *
 * @example
 * writeFileSync(file, JSON.stringify(gatewayConfig({ chains, projectId: 'portico-demo', allowedOrigins: ['http://127.0.0.1:5173'], dbPath })))
 */
export function gatewayConfig(options: GatewayConfigOptions) {
  return {
    dbPath: options.dbPath,
    chains: options.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      tokens: Object.values(chain.tokens).map(({ address, name, symbol, decimals }) => ({
        address,
        name,
        symbol,
        decimals,
      })),
      // Swaps go through the devnet's Uniswap V2; its pools price ETH and PTT in tUSDT.
      convert: {
        router: chain.uniswap.router,
        factory: chain.uniswap.factory,
        weth: chain.uniswap.weth,
        stablecoin: chain.tokens.tetherStyle.address,
      },
      // Smart accounts: the gateway's bundler route forwards to the devnet's alto, and the
      // indexer reads the user operations of the devnet's EntryPoint (not at its canonical address).
      ...(chain.bundlerUrl && {
        bundlerUrl: chain.bundlerUrl,
        entryPoints: [defaultAccountAbstraction.entryPoint],
      }),
    })),
    // Only the stack's own pages (and loopback ones, below) may use or embed the demo project:
    // not the spec's default ancestors on shared hosts (*.pages.dev, *.vercel.app,
    // *.ngrok-free.app), where anyone can publish a page.
    projects: [
      {
        projectId: options.projectId,
        allowedOrigins: [...options.allowedOrigins],
        defaultFrameAncestors: false,
      },
    ],
    allowLoopbackOrigins: true,
    // The devnets' test NFTs name this gateway on 127.0.0.1 as their metadata server.
    nftMetadata: { allowLoopback: true },
    // Devnets mine a block per transaction: poll often so activity shows up quickly.
    indexer: { pollIntervalMs: 250 },
    ...(options.testWalletUrl && { catalogue: { testWalletUrl: options.testWalletUrl } }),
    ...(options.onramp && { onramp: onrampConfig(options.chains, options.onramp) }),
    ...(options.exchange && { pay: exchangeGatewayConfig(options.exchange) }),
    ...(options.bitcoin && { bitcoin: { chains: [options.bitcoin] } }),
    ...(options.solana && { solana: { chains: [options.solana] } }),
    ...(options.frameProxySecret && { walletFrame: { proxySecret: options.frameProxySecret } }),
  }
}
