import type { StackChain } from './StackInfo'

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
}

/**
 * The gateway's JSON config for the dev stack (schema: services/gateway/src/config): both
 * devnets with their test tokens, one project limited to the stack's own origins, fixed prices
 * so values are shown, and loopback pages let in (a development setting) so an app on any
 * localhost port can use the project; sign-in still needs its origin in `allowedOrigins`.
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
    })),
    projects: [{ projectId: options.projectId, allowedOrigins: [...options.allowedOrigins] }],
    allowLoopbackOrigins: true,
    priceSource: { kind: 'static', prices: { ETH: 3000, PTT: 1.25, TUSDT: 1 } },
    // Devnets mine a block per transaction: poll often so activity shows up quickly.
    indexer: { pollIntervalMs: 250 },
    ...(options.testWalletUrl && { catalogue: { testWalletUrl: options.testWalletUrl } }),
  }
}
