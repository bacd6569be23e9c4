import { defaultTestTokens } from '@portico/test/devnet/testTokens'
import { defaultUniswapV2 } from '@portico/test/devnet/uniswapV2'
import { defaultUniswapV3 } from '@portico/test/devnet/uniswapV3'
import type { StackInfo } from './StackInfo'
import type { StackParts } from './StackParts'
import type { StackPorts } from './stackPorts'
import { solanaRpcUrls } from './startSolanaRpc'

/**
 * What the stack tells its users before anything has started: the URLs of its running parts,
 * the devnets with the token and Uniswap addresses known up front (fresh devnets deploy to fixed
 * addresses), the project id, and the Bitcoin chain when it runs. The wallet frame's URL names
 * `localhost`, so its passkeys work.
 * @example
 * const info = stackInfoOf({ host, ports, parts, devnets, projectId: 'portico-demo', bitcoinCaipNetworkId, bitcoinRpcUrl })
 */
export function stackInfoOf(args: {
  host: string
  ports: StackPorts
  parts: StackParts
  devnets: readonly {
    key: 'devnetA' | 'devnetB'
    bundlerKey: 'bundlerA' | 'bundlerB'
    chainId: number
    name: string
  }[]
  projectId: string
  bitcoinCaipNetworkId: string
  bitcoinRpcUrl: string
}): StackInfo {
  const { host, ports, parts } = args
  const url = (scheme: 'http' | 'ws', port: number) => `${scheme}://${host}:${port}`
  return {
    urls: {
      ...(parts.apps ? { demo: url('http', ports.demo) } : {}),
      ...(parts.walletApp ? { testWallet: url('http', ports.testWallet) } : {}),
      ...(parts.gateway ? { gateway: url('http', ports.gateway) } : {}),
      ...(parts.relay ? { relay: url('ws', ports.relay) } : {}),
      ...(parts.walletFrame
        ? {
            // Pages reach the frame by name: WebAuthn refuses an IP address as relying party,
            // and `localhost` is a secure context like 127.0.0.1, where it still listens.
            walletFrame: `http://localhost:${ports.walletFrame}`,
            mailInbox: url('http', ports.mailWeb),
            identityProvider: url('http', ports.oidc),
          }
        : {}),
      ...(parts.onramp ? { onramp: url('http', ports.onramp) } : {}),
      ...(parts.exchange ? { exchange: url('http', ports.exchange) } : {}),
      ...(parts.solana ? solanaRpcUrls(host, ports.solana, ports.solanaWs) : {}),
    },
    chains: args.devnets.map((devnet) => ({
      chainId: devnet.chainId,
      name: devnet.name,
      rpcUrl: url('http', ports[devnet.key]),
      tokens: defaultTestTokens,
      uniswap: defaultUniswapV2,
      uniswapV3: defaultUniswapV3,
      ...(parts.bundlers && { bundlerUrl: url('http', ports[devnet.bundlerKey]) }),
    })),
    projectId: args.projectId,
    ...(parts.bitcoin && {
      bitcoin: {
        caipNetworkId: args.bitcoinCaipNetworkId,
        rpcUrl: args.bitcoinRpcUrl,
        // The gateway's Esplora-style routes are keyed by the CAIP-2 reference.
        esploraUrl: `${url('http', ports.gateway)}/v1/esplora/${args.bitcoinCaipNetworkId.slice(7)}`,
      },
    }),
  }
}
