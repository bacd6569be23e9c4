import { defaultIdRegistry } from '@portico/test/devnet/idRegistry'
import { devSocialProviders } from '@portico/wallet-frame-dev'
import { DEMO_EIP7702_PROJECT } from './demoEip7702Project'
import type { StackChain } from './StackInfo'

/**
 * Options of {@link walletFrameConfig}.
 * @example
 * walletFrameConfig({ chains, port: 8789, publicUrl: 'http://localhost:8789', dataDir, gatewayUrl: 'http://127.0.0.1:8787', smtpPort: 1025 } satisfies WalletFrameConfigOptions)
 */
export type WalletFrameConfigOptions = {
  chains: readonly StackChain[]
  /** Where it listens, on 127.0.0.1. */
  port: number
  /**
   * Where pages reach it (the stack's `urls.walletFrame`, on `localhost`): the base of its
   * mails' links, its social redirect URI, its Farcaster domain and its passkeys' relying party.
   */
  publicUrl: string
  /** Its database, secrets and dev KMS key file. */
  dataDir: string
  /** The gateway it reads each project's allowed origins from. */
  gatewayUrl: string
  smtpPort: number
  /** The local Solana chain, when the stack runs it: the embedded wallet signs on it too. */
  solana?: { caipNetworkId: string; name: string; rpcUrl: string } | undefined
  /** The gateway's `walletFrame.proxySecret`: visitors' calls then count apart there. */
  gatewayProxySecret?: string | undefined
  /** The dev identity provider: all six social logins sign in there. */
  identityProviderUrl?: string | undefined
}

/**
 * The dev stack's bucket of login and device mails per client address: 120 at once, one more
 * each second (the service's default, 10 and one per 20 s, let a run of the e2e suite's email
 * logins, all from 127.0.0.1, find the bucket empty: 'Too many requests').
 */
export const DEV_STACK_MAILS_PER_ADDRESS = { capacity: 120, refillPerSecond: 1 }

/**
 * The wallet frame's JSON config for the dev stack (schema: services/wallet-frame/src/config):
 * both devnets (their Uniswap SwapRouter02 and V2 router, WETH and test tokens named in the
 * approval view) and the local Solana chain when it runs, mail to the local catcher, allowed
 * origins from the stack's gateway, loopback pages let in to embed the frame (a development
 * setting), and Sign In With Farcaster checked against the ID registry on the first devnet
 * (chain 31337; the stack deploys it on both). Mails per client address are raised to
 * {@link DEV_STACK_MAILS_PER_ADDRESS}: every page of the machine, its browser and its tests alike,
 * is the one loopback address, and the mail goes to the local catcher, not to anyone's inbox.
 * The limit per email address, which protects the owner of an inbox, keeps its default.
 * @example
 * writeFileSync(file, JSON.stringify(walletFrameConfig({ chains, port: 8789, publicUrl: 'http://localhost:8789', dataDir, gatewayUrl, smtpPort: 1025 })))
 */
export function walletFrameConfig(options: WalletFrameConfigOptions) {
  return {
    port: options.port,
    host: '127.0.0.1',
    publicUrl: options.publicUrl,
    dataDir: options.dataDir,
    gatewayUrl: options.gatewayUrl,
    allowLoopbackOrigins: true,
    // The demo's EIP-7702 project starts its visitors on their own address as a smart account.
    projectAccountType: { [DEMO_EIP7702_PROJECT]: 'eip7702' },
    chains: options.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      // Named in the approval view beside their address: SwapRouter02, which every swap the
      // gateway builds goes through, V2 route or V3; the V2 router, which a page may still call.
      contracts: [
        { address: chain.uniswapV3.swapRouter02, name: 'Uniswap SwapRouter02' },
        { address: chain.uniswap.router, name: 'Uniswap V2 router' },
        { address: chain.uniswap.weth, name: 'Wrapped Ether' },
        ...Object.values(chain.tokens).map(({ address, name }) => ({ address, name })),
      ],
    })),
    ...(options.solana && {
      solanaChains: [
        {
          caipNetworkId: options.solana.caipNetworkId,
          name: options.solana.name,
          rpcUrl: options.solana.rpcUrl,
        },
      ],
    }),
    smtp: { host: '127.0.0.1', port: options.smtpPort },
    rateLimits: { sendPerIp: DEV_STACK_MAILS_PER_ADDRESS },
    ...(options.gatewayProxySecret && { gatewayProxySecret: options.gatewayProxySecret }),
    ...(options.identityProviderUrl && {
      social: { providers: devSocialProviders(options.identityProviderUrl) },
    }),
    ...(options.chains[0] && {
      farcaster: {
        registry: {
          chainId: options.chains[0].chainId,
          rpcUrl: options.chains[0].rpcUrl,
          address: defaultIdRegistry,
        },
      },
    }),
  }
}
