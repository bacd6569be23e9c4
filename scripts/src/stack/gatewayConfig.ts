import { defaultAccountAbstraction } from '@portico/test/devnet/accountAbstraction'
import { eip7702Devnet } from '@portico/test/devnet/eip7702Devnet'
import { defaultTokenPaymaster } from '@portico/test/devnet/tokenPaymaster'
import {
  defaultVerifyingPaymaster,
  devPaymasterSigner,
} from '@portico/test/devnet/verifyingPaymaster'
import { DEMO_EIP7702_PROJECT } from './demoEip7702Project'
import { demoEnsNames } from './demoEnsName'
import { demoSponsorship } from './demoSponsorship'
import { DEMO_UNSPONSORED_PROJECT } from './demoUnsponsoredProject'
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
  /**
   * The demo's sponsored gas (default on): the devnets' paymasters, which trust the dev stack's
   * public signer key. Off for a production gateway, which refuses that key.
   */
  sponsorship?: boolean
}

/**
 * The gateway's JSON config for the dev stack (schema: services/gateway/src/config): both
 * devnets with their test tokens, Uniswap V2 and V3 (swaps over both through SwapRouter02;
 * prices from the V3 pools' one-minute averages against tUSDT, from V2's pools until the V3
 * pools are a minute old), one project limited to the stack's own origins (without the spec's default frame
 * ancestors on shared hosts), and loopback pages let in (a development setting) so an app on
 * any localhost port can use the project; sign-in still needs its origin in `allowedOrigins`. NFT metadata on loopback is read (the devnets' token URIs
 * name the gateway itself), another development setting. Where bundlers run, each devnet's
 * VerifyingPaymaster and its v0.8 one for EIP-7702 accounts are the gateway's to sign for, with the dev stack's public signer key, and
 * the project sponsors its visitors' token sends and swaps there (`demoSponsorship`). Names
 * outside the gateway's zone are read from the first devnet's ENS.
 *
 * @example
 * writeFileSync(file, JSON.stringify(gatewayConfig({ chains, projectId: 'portico-demo', allowedOrigins: ['http://127.0.0.1:5173'], dbPath })))
 */
export function gatewayConfig(options: GatewayConfigOptions) {
  const sponsorship = options.sponsorship === false ? undefined : demoSponsorship(options.chains)
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
      // Swaps are quoted over the devnet's Uniswap V2 pairs and V3 pools, the best route wins,
      // and every swap is built for SwapRouter02; tUSDT is the dollar prices are read against.
      convert: {
        router: chain.uniswap.router,
        factory: chain.uniswap.factory,
        weth: chain.uniswap.weth,
        stablecoin: chain.tokens.tetherStyle.address,
      },
      uniswapV3: {
        factory: chain.uniswapV3.factory,
        weth: chain.uniswap.weth,
        stablecoin: chain.tokens.tetherStyle.address,
        quoterV2: chain.uniswapV3.quoterV2,
        swapRouter02: chain.uniswapV3.swapRouter02,
        // The V3 pools are born with the stack: over the default half hour the demo would price
        // from V2's spot prices for its first 30 minutes, then switch. A minute (the least the
        // gateway takes) brings the V3 averages in almost at once; a demo swap still moves them
        // by its block's share of the minute only.
        twapSeconds: 60,
        // Each seeded V3 pool holds more (100,000 tUSDT to 6 M, or 100 ETH), so every token is
        // priced from V3; a pool a visitor makes with a few test tokens cannot set the prices.
        minLiquidityUsd: 50_000,
      },
      // Smart accounts: the gateway's bundler route forwards to the devnet's alto, and the
      // indexer reads the user operations of the devnet's EntryPoints: v0.7's (not at its
      // canonical address) and v0.8's, which EIP-7702 accounts use; the devnet's
      // VerifyingPaymaster (v0.7) and, for EIP-7702 accounts delegating to Simple7702Account,
      // its PorticoVerifyingPaymaster (v0.8) sponsor what the project's policy allows; its
      // PorticoTokenPaymaster (v0.7) lets a visitor pay the fee in tUSDT or PTT instead.
      ...(chain.bundlerUrl && {
        bundlerUrl: chain.bundlerUrl,
        entryPoints: [defaultAccountAbstraction.entryPoint, eip7702Devnet.entryPoint],
        ...(sponsorship && {
          paymaster: {
            address: defaultVerifyingPaymaster,
            entryPoint: defaultAccountAbstraction.entryPoint,
            eip7702: {
              address: eip7702Devnet.paymaster,
              entryPoint: eip7702Devnet.entryPoint,
              implementations: [eip7702Devnet.implementation],
            },
            token: {
              address: defaultTokenPaymaster,
              tokens: [chain.tokens.tetherStyle.address, chain.tokens.erc20.address],
            },
          },
        }),
      }),
    })),
    // Only the stack's own pages (and loopback ones, below) may use or embed the demo project:
    // not the spec's default ancestors on shared hosts (*.pages.dev, *.vercel.app,
    // *.ngrok-free.app), where anyone can publish a page.
    // The demo's EIP-7702 project, the same but for the account its visitors start on (the
    // frame's choice), and its unsponsored one, whose visitors pay the fee (in ether or a test
    // token), where the devnets have a bundler.
    projects: [
      options.projectId,
      ...(options.chains.some((chain) => chain.bundlerUrl)
        ? [DEMO_EIP7702_PROJECT, DEMO_UNSPONSORED_PROJECT]
        : []),
    ].map((projectId) => ({
      projectId,
      allowedOrigins: [...options.allowedOrigins],
      defaultFrameAncestors: false,
      ...(sponsorship && projectId !== DEMO_UNSPONSORED_PROJECT && { sponsorship }),
    })),
    // The devnets' paymasters trust the dev stack's signer: a public key, for devnets only.
    ...(sponsorship && { paymaster: { signerKey: devPaymasterSigner.privateKey } }),
    allowLoopbackOrigins: true,
    // ENS on the first devnet (deployDemoEns), read through its Universal Resolver.
    ...(options.chains[0] && { names: demoEnsNames(options.chains[0].chainId) }),
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
