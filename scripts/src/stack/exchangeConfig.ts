import type { StackChain } from './StackInfo'
import type { solanaGatewayChain } from './startSolanaRpc'

/**
 * What the stack settles for the sandbox exchange before anything starts: where it runs, the
 * API key the gateway calls it with, and its hot wallet's keys (fresh for each stack).
 * @example const exchange: ExchangeStackSetup = ctx.exchange!
 */
export type ExchangeStackSetup = {
  url: string
  apiKey: string
  /** 0x-prefixed 32-byte hex: the EVM hot wallet. */
  evmPrivateKey: string
  /** 0x-prefixed 32-byte hex ed25519 private key: the Solana hot wallet. */
  solanaSecretKey: string
}

/**
 * The sandbox exchange's test accounts in the dev stack: sign in on its page with one of them.
 * Ada can pay what the demo asks; Bob holds too little of everything (the short-balance case).
 * @example exchangeTestAccounts[0].email // 'ada@exchange.test'
 */
export const exchangeTestAccounts = [
  {
    email: 'ada@exchange.test',
    password: 'ada-exchange-password',
    balances: { ETH: '100', PTT: '100000', tUSDT: '100000', SOL: '100' },
  },
  {
    email: 'bob@exchange.test',
    password: 'bob-exchange-password',
    balances: { ETH: '0.001', PTT: '1', tUSDT: '1', SOL: '0.001' },
  },
] as const

/**
 * The gateway's `pay` section for the dev stack: the sandbox exchange, listed with its icon.
 * @example exchangeGatewayConfig(exchange).exchanges[0].id // 'sandbox'
 */
export function exchangeGatewayConfig(exchange: Pick<ExchangeStackSetup, 'url' | 'apiKey'>) {
  return {
    exchanges: [
      {
        id: 'sandbox',
        name: 'Sandbox Exchange',
        imageUrl: `${exchange.url}/icon.svg`,
        url: exchange.url,
        apiKey: exchange.apiKey,
      },
    ],
  }
}

/**
 * The sandbox exchange's config for the dev stack: both devnets with PTT and tUSDT, the local
 * Solana chain with its PTT when it runs, the hot wallet's keys, the test accounts, and the
 * apps' origins its "Back to the site" link may lead to.
 * @example
 * writeFileSync(file, JSON.stringify(exchangeSandboxConfig({ chains, exchange, dbPath, allowedReturnOrigins })))
 */
export function exchangeSandboxConfig(options: {
  chains: readonly StackChain[]
  solana?: ReturnType<typeof solanaGatewayChain> | undefined
  exchange: ExchangeStackSetup
  dbPath: string
  allowedReturnOrigins: readonly string[]
}) {
  const { exchange } = options
  const evm = options.chains.map((chain) => [
    `eip155:${chain.chainId}`,
    {
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      tokens: Object.values(chain.tokens).map(({ address, symbol, decimals }) => ({
        address,
        symbol,
        decimals,
      })),
    },
  ])
  const solana = options.solana
    ? [
        [
          options.solana.caipNetworkId,
          {
            name: options.solana.name,
            rpcUrl: options.solana.rpcUrl,
            tokens: options.solana.tokens.map(({ mint, symbol, decimals }) => ({
              mint,
              symbol,
              decimals,
            })),
          },
        ],
      ]
    : []
  return {
    publicUrl: exchange.url,
    apiKeys: [exchange.apiKey],
    chains: Object.fromEntries([...evm, ...solana]),
    hotWallet: {
      evmPrivateKey: exchange.evmPrivateKey,
      ...(options.solana && { solanaSecretKey: exchange.solanaSecretKey }),
    },
    accounts: exchangeTestAccounts,
    allowedReturnOrigins: [...options.allowedReturnOrigins],
    dbPath: options.dbPath,
  }
}
