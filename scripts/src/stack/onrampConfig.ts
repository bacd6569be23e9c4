import type { StackChain } from './StackInfo'

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * The gateway's on-ramp for the dev stack: ETH and tUSDT bought on both devnets through the
 * sandbox provider (prices from the devnets' pools), payment in spec §9's currencies.
 * @example
 * onrampConfig(chains, { url: 'http://127.0.0.1:5175', secret, treasury: '0x2361…' }).providers[0].kind // 'sandbox'
 */
export function onrampConfig(
  chains: readonly StackChain[],
  sandbox: { url: string; secret: string; treasury: string },
) {
  const network = (chain: StackChain, contract: string) => ({
    name: slug(chain.name),
    display_name: chain.name,
    chain_id: String(chain.chainId),
    contract_address: contract,
  })
  const tether = chains[0]?.tokens.tetherStyle
  return {
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: chains.map((chain) => network(chain, '')),
      },
      ...(tether
        ? [
            {
              id: tether.symbol,
              name: tether.name,
              symbol: tether.symbol,
              networks: chains.map((chain) => network(chain, chain.tokens.tetherStyle.address)),
            },
          ]
        : []),
    ],
    providers: [{ kind: 'sandbox', ...sandbox }],
  }
}

/**
 * The on-ramp sandbox's config for the dev stack: both devnets with tUSDT, the treasury's key,
 * the apps' origins its return links may lead to.
 * @example
 * writeFileSync(file, JSON.stringify(onrampSandboxConfig(chains, { secret, treasuryKey, dbPath, allowedRedirectOrigins })))
 */
export function onrampSandboxConfig(
  chains: readonly StackChain[],
  options: {
    secret: string
    treasuryKey: string
    dbPath: string
    /** Where its "Return to the app" link may lead: the apps' origins. */
    allowedRedirectOrigins: readonly string[]
  },
) {
  return {
    ...options,
    chains: chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      tokens: [
        {
          address: chain.tokens.tetherStyle.address,
          symbol: chain.tokens.tetherStyle.symbol,
          decimals: chain.tokens.tetherStyle.decimals,
        },
      ],
    })),
  }
}
