import { type EnvMap, loadServiceConfig, serviceEnv } from '@portico/server'
import { type GatewayConfig, gatewayConfigSchema } from './gatewayConfigSchema'

type Env = Record<string, string | undefined>

const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil 31337', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, name: 'Anvil 31338', rpcUrl: 'http://127.0.0.1:8546' },
]

/**
 * The variable naming the gateway's JSON config file (`--config FILE` takes precedence).
 * @example
 * process.env[GATEWAY_CONFIG_ENV] // '/etc/portico/gateway.json'
 */
export const GATEWAY_CONFIG_ENV = 'PORTICO_GATEWAY_CONFIG'

/**
 * The environment variables that override the gateway's config file, and the field each sets.
 * `PORTICO_GATEWAY_RPC_URLS` (`31337=http://127.0.0.1:8545,…`) is read apart: it moves the
 * RPC endpoints of the file's chains.
 * @example
 * GATEWAY_ENV.PORTICO_GATEWAY_PORT // { path: 'port', kind: 'number' }
 */
export const GATEWAY_ENV: EnvMap = {
  ...serviceEnv('PORTICO_GATEWAY'),
  PORTICO_GATEWAY_DB: { path: 'dbPath', help: 'SQLite file (one node)' },
  PORTICO_GATEWAY_PUBLIC_URL: { path: 'publicUrl', help: 'the URL browsers reach it at' },
  PORTICO_GATEWAY_FRAME_PROXY_SECRET: {
    path: 'walletFrame.proxySecret',
    help: "shared with the wallet frame's server",
  },
  PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY: {
    path: 'paymaster.signerKey',
    help: "the paymasters' signer (sponsored gas)",
  },
  PORTICO_GATEWAY_RPC_URLS: {
    path: 'chains',
    kind: 'list',
    help: "chainId=url,…: moves the file's chains to these RPC endpoints",
  },
}

function parseRpcUrls(entries: string[]) {
  return entries.map((entry) => {
    const [id, ...rest] = entry.split('=')
    const chainId = Number(id?.trim())
    return { chainId, name: `Chain ${chainId}`, rpcUrl: rest.join('=').trim() }
  })
}

/**
 * Reads the gateway configuration: the JSON file (`--config FILE` among `argv`, else
 * `PORTICO_GATEWAY_CONFIG`), then the variables of {@link GATEWAY_ENV}. Without chains the two
 * dev devnets are used. Throws a ConfigError listing every problem.
 * @example
 * const config = loadConfig(process.env, process.argv.slice(2))
 */
export function loadConfig(env: Env = process.env, argv: readonly string[] = []): GatewayConfig {
  const { PORTICO_GATEWAY_RPC_URLS: _rpcUrls, ...envMap } = GATEWAY_ENV
  return loadServiceConfig({
    schema: gatewayConfigSchema,
    env,
    argv,
    fileEnvVar: GATEWAY_CONFIG_ENV,
    envMap,
    adjust: (merged) => {
      const fileChains = Array.isArray(merged.chains)
        ? (merged.chains as Record<string, unknown>[])
        : []
      const rpcUrls = (env.PORTICO_GATEWAY_RPC_URLS ?? '').split(',').filter((e) => e.trim())
      if (rpcUrls.length > 0) {
        // The environment moves RPC endpoints; tokens and names from the file stay with their chain.
        merged.chains = parseRpcUrls(rpcUrls).map((chain) => ({
          ...chain,
          ...fileChains.find((c) => c.chainId === chain.chainId),
          rpcUrl: chain.rpcUrl,
        }))
      }
      if (merged.chains === undefined) merged.chains = DEVNET_CHAINS
    },
  })
}
