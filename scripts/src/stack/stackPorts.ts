import { z } from 'zod'

/**
 * The ports of every part of the dev stack.
 * @example
 * const ports: StackPorts = { ...defaultStackPorts, demo: 3000 }
 */
export type StackPorts = {
  demo: number
  testWallet: number
  gateway: number
  relay: number
  /** anvil for chain 31337. */
  devnetA: number
  /** anvil for chain 31338. */
  devnetB: number
  /** The Bitcoin regtest node's JSON-RPC (litecoind). */
  bitcoin: number
  /** The embedded wallet's secure frame and auth API. */
  walletFrame: number
  /** The dev mail catcher's SMTP server and its web inbox / REST API. */
  mailSmtp: number
  mailWeb: number
  /** The dev identity provider (oidc-provider) standing in for every social login. */
  oidc: number
  /** The on-ramp sandbox provider's checkout. */
  onramp: number
  /** The sandbox exchange (Pay with exchange): its API and hosted payment page. */
  exchange: number
  /** The ERC-4337 bundlers (alto) of devnets A and B. */
  bundlerA: number
  bundlerB: number
  /** The local Solana chain: JSON-RPC over HTTP, and its WebSocket subscriptions. */
  solana: number
  solanaWs: number
}

/**
 * The conventional ports (DESIGN.md): what `npm start` uses unless the environment says otherwise.
 *
 * @example
 * defaultStackPorts.demo // 5173
 */
export const defaultStackPorts: Readonly<StackPorts> = {
  demo: 5173,
  testWallet: 5174,
  gateway: 8787,
  relay: 8788,
  devnetA: 8545,
  devnetB: 8546,
  bitcoin: 18443,
  walletFrame: 8789,
  mailSmtp: 1025,
  mailWeb: 1080,
  oidc: 8790,
  onramp: 5175,
  exchange: 5177,
  bundlerA: 4337,
  bundlerB: 4338,
  solana: 8899,
  solanaWs: 8900,
}

/**
 * The environment variable that overrides each port.
 * @example
 * stackPortEnv.gateway // 'PORTICO_GATEWAY_PORT'
 */
export const stackPortEnv: Readonly<Record<keyof StackPorts, string>> = {
  demo: 'PORTICO_DEMO_PORT',
  testWallet: 'PORTICO_TEST_WALLET_PORT',
  gateway: 'PORTICO_GATEWAY_PORT',
  relay: 'PORTICO_RELAY_PORT',
  devnetA: 'PORTICO_DEVNET_A_PORT',
  devnetB: 'PORTICO_DEVNET_B_PORT',
  bitcoin: 'PORTICO_BITCOIN_PORT',
  walletFrame: 'PORTICO_WALLET_FRAME_PORT',
  mailSmtp: 'PORTICO_SMTP_PORT',
  mailWeb: 'PORTICO_MAIL_WEB_PORT',
  oidc: 'PORTICO_OIDC_PORT',
  onramp: 'PORTICO_ONRAMP_PORT',
  exchange: 'PORTICO_EXCHANGE_PORT',
  bundlerA: 'PORTICO_BUNDLER_A_PORT',
  bundlerB: 'PORTICO_BUNDLER_B_PORT',
  solana: 'PORTICO_SOLANA_PORT',
  solanaWs: 'PORTICO_SOLANA_WS_PORT',
}

const portSchema = z.coerce.number().int().min(1).max(65535)

/**
 * Reads port overrides (`PORTICO_DEMO_PORT`, `PORTICO_TEST_WALLET_PORT`, `PORTICO_GATEWAY_PORT`,
 * `PORTICO_RELAY_PORT`, `PORTICO_DEVNET_A_PORT`, `PORTICO_DEVNET_B_PORT`,
 * `PORTICO_BITCOIN_PORT`,
 * `PORTICO_WALLET_FRAME_PORT`, `PORTICO_SMTP_PORT`, `PORTICO_MAIL_WEB_PORT`, `PORTICO_OIDC_PORT`,
 * `PORTICO_ONRAMP_PORT`, `PORTICO_EXCHANGE_PORT`, `PORTICO_BUNDLER_A_PORT`, `PORTICO_BUNDLER_B_PORT`, `PORTICO_SOLANA_PORT`, `PORTICO_SOLANA_WS_PORT`)
 * over the defaults.
 * Another `prefix` reads another set, e.g. `PORTICO_E2E_` for `PORTICO_E2E_DEMO_PORT`.
 *
 * @example
 * readStackPorts({ PORTICO_DEMO_PORT: '3000' }).demo // 3000
 */
export function readStackPorts(
  env: Record<string, string | undefined>,
  defaults: Readonly<StackPorts> = defaultStackPorts,
  prefix = 'PORTICO_',
): StackPorts {
  const entries = Object.entries(stackPortEnv).map(([key, conventional]) => {
    const name = conventional.replace(/^PORTICO_/, prefix)
    const raw = env[name]
    if (raw === undefined || raw === '') return [key, defaults[key as keyof StackPorts]]
    const parsed = portSchema.safeParse(raw)
    if (!parsed.success) throw new Error(`${name} must be a port number (1-65535), got '${raw}'`)
    return [key, parsed.data]
  })
  return Object.fromEntries(entries) as StackPorts
}
