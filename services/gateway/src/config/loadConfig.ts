import { readFileSync } from 'node:fs'
import { type GatewayConfig, gatewayConfigSchema } from './gatewayConfigSchema'

type Env = Record<string, string | undefined>

const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil 31337', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 31338', rpcUrl: 'http://127.0.0.1:8546' },
]

function parseRpcUrls(value: string) {
  return value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const [id, ...rest] = entry.split('=')
      const chainId = Number(id?.trim())
      return { chainId, name: `Chain ${chainId}`, rpcUrl: rest.join('=').trim() }
    })
}

/**
 * Reads the gateway configuration: the JSON file named by `PORTICO_GATEWAY_CONFIG` (if any),
 * then environment overrides (`PORTICO_GATEWAY_PORT`, `_HOST`, `_DB`, `_DATABASE_URL`, `_REDIS_URL`,
 * `_PUBLIC_URL`, `_FRAME_PROXY_SECRET`, `_RPC_URLS` as `31337=http://127.0.0.1:8545,…`). Without chains the two dev devnets are used.
 * @example
 * const config = loadConfig(process.env)
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const file: Record<string, unknown> = env.PORTICO_GATEWAY_CONFIG
    ? JSON.parse(readFileSync(env.PORTICO_GATEWAY_CONFIG, 'utf8'))
    : {}
  const merged: Record<string, unknown> = { ...file }
  if (env.PORTICO_GATEWAY_PORT) merged.port = Number(env.PORTICO_GATEWAY_PORT)
  if (env.PORTICO_GATEWAY_HOST) merged.host = env.PORTICO_GATEWAY_HOST
  if (env.PORTICO_GATEWAY_DB) merged.dbPath = env.PORTICO_GATEWAY_DB
  if (env.PORTICO_GATEWAY_PUBLIC_URL) merged.publicUrl = env.PORTICO_GATEWAY_PUBLIC_URL
  if (env.PORTICO_GATEWAY_FRAME_PROXY_SECRET) {
    merged.walletFrame = {
      ...(merged.walletFrame as object),
      proxySecret: env.PORTICO_GATEWAY_FRAME_PROXY_SECRET,
    }
  }
  if (env.PORTICO_GATEWAY_DATABASE_URL) {
    merged.database = { ...(merged.database as object), url: env.PORTICO_GATEWAY_DATABASE_URL }
  }
  if (env.PORTICO_GATEWAY_REDIS_URL) {
    merged.redis = { ...(merged.redis as object), url: env.PORTICO_GATEWAY_REDIS_URL }
  }
  const fileChains = Array.isArray(merged.chains)
    ? (merged.chains as Record<string, unknown>[])
    : []
  if (env.PORTICO_GATEWAY_RPC_URLS) {
    // The environment moves RPC endpoints; tokens and names from the file stay with their chain.
    merged.chains = parseRpcUrls(env.PORTICO_GATEWAY_RPC_URLS).map((chain) => ({
      ...chain,
      ...fileChains.find((c) => c.chainId === chain.chainId),
      rpcUrl: chain.rpcUrl,
    }))
  }
  if (merged.chains === undefined) merged.chains = DEVNET_CHAINS
  return gatewayConfigSchema.parse(merged)
}
