import { readFileSync } from 'node:fs'
import { socialProviderNames } from '../social/socialProviderNames'
import { type WalletFrameConfig, walletFrameConfigSchema } from './walletFrameConfigSchema'

type Env = Record<string, string | undefined>

const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil 31337', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 31338', rpcUrl: 'http://127.0.0.1:8546' },
]

/**
 * Reads the configuration: the JSON file named by `PORTICO_WALLET_FRAME_CONFIG` (if any), then
 * environment overrides (`PORTICO_WALLET_FRAME_PORT`, `_HOST`, `_DATA_DIR`, `_PUBLIC_URL`,
 * `_DATABASE_URL` (PostgreSQL), `_REDIS_URL`,
 * `PORTICO_GATEWAY_URL`, `PORTICO_GATEWAY_FRAME_PROXY_SECRET`, `PORTICO_SMTP_HOST`,
 * `PORTICO_SMTP_PORT`, and per social provider `PORTICO_SOCIAL_<GOOGLE|X|DISCORD|GITHUB|APPLE|FACEBOOK>_CLIENT_ID` / `_CLIENT_SECRET`, so
 * secrets can stay out of the file). Without chains the two dev devnets are used.
 * @example
 * const config = loadConfig(process.env)
 */
export function loadConfig(env: Env = process.env): WalletFrameConfig {
  const file: Record<string, unknown> = env.PORTICO_WALLET_FRAME_CONFIG
    ? JSON.parse(readFileSync(env.PORTICO_WALLET_FRAME_CONFIG, 'utf8'))
    : {}
  const merged: Record<string, unknown> = { ...file }
  if (env.PORTICO_WALLET_FRAME_PORT) merged.port = Number(env.PORTICO_WALLET_FRAME_PORT)
  if (env.PORTICO_WALLET_FRAME_HOST) merged.host = env.PORTICO_WALLET_FRAME_HOST
  if (env.PORTICO_WALLET_FRAME_DATA_DIR) merged.dataDir = env.PORTICO_WALLET_FRAME_DATA_DIR
  if (env.PORTICO_PRODUCTION === '1') merged.production = true
  if (env.PORTICO_WALLET_FRAME_PUBLIC_URL) merged.publicUrl = env.PORTICO_WALLET_FRAME_PUBLIC_URL
  if (env.PORTICO_WALLET_FRAME_DATABASE_URL) {
    merged.database = {
      ...(merged.database as object | undefined),
      url: env.PORTICO_WALLET_FRAME_DATABASE_URL,
    }
  }
  if (env.PORTICO_WALLET_FRAME_REDIS_URL) {
    merged.redis = {
      ...(merged.redis as object | undefined),
      url: env.PORTICO_WALLET_FRAME_REDIS_URL,
    }
  }
  if (env.PORTICO_GATEWAY_URL) merged.gatewayUrl = env.PORTICO_GATEWAY_URL
  // The gateway reads the same variable: one secret for both on one host.
  if (env.PORTICO_GATEWAY_FRAME_PROXY_SECRET) {
    merged.gatewayProxySecret = env.PORTICO_GATEWAY_FRAME_PROXY_SECRET
  }
  const smtp = { ...(merged.smtp as Record<string, unknown> | undefined) }
  if (env.PORTICO_SMTP_HOST) smtp.host = env.PORTICO_SMTP_HOST
  if (env.PORTICO_SMTP_PORT) smtp.port = Number(env.PORTICO_SMTP_PORT)
  merged.smtp = smtp
  if (merged.chains === undefined) merged.chains = DEVNET_CHAINS
  const social = { ...(merged.social as Record<string, unknown> | undefined) }
  const providers: Record<string, Record<string, unknown>> = {
    ...(social.providers as Record<string, Record<string, unknown>> | undefined),
  }
  for (const name of socialProviderNames) {
    const prefix = `PORTICO_SOCIAL_${name.toUpperCase()}_`
    const clientId = env[`${prefix}CLIENT_ID`]
    const clientSecret = env[`${prefix}CLIENT_SECRET`]
    if (!clientId && !clientSecret) continue
    providers[name] = {
      ...providers[name],
      ...(clientId && { clientId }),
      ...(clientSecret && { clientSecret }),
    }
  }
  merged.social = { ...social, providers }
  return walletFrameConfigSchema.parse(merged)
}
