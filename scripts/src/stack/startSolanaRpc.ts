import { join } from 'node:path'
import type { Service } from './spawnService'
import { startNodeService } from './startNodeService'

/**
 * Options of {@link startSolanaRpc}.
 * @example
 * const options: StartSolanaRpcOptions = { root, host: '127.0.0.1', port: 8899, wsPort: 8900, env, log }
 */
export type StartSolanaRpcOptions = {
  root: string
  host: string
  /** JSON-RPC over HTTP. */
  port: number
  /** WebSocket subscriptions (by convention the HTTP port + 1, as a validator's). */
  wsPort: number
  env: Record<string, string | undefined>
  log: (service: string, line: string) => void
  timeoutMs?: number
}

/**
 * The local Solana chain's entry file (`services/solana-rpc`), to tell whether it exists.
 * @example
 * existsSync(solanaRpcEntry(root))
 */
export function solanaRpcEntry(root: string): string {
  return join(root, 'services/solana-rpc/src/server.ts')
}

/**
 * The URLs of the local Solana chain.
 * @example
 * solanaRpcUrls('127.0.0.1', 8899, 8900) // { solanaRpc: 'http://127.0.0.1:8899', solanaWs: 'ws://127.0.0.1:8900' }
 */
export function solanaRpcUrls(host: string, port: number, wsPort: number) {
  return { solanaRpc: `http://${host}:${port}`, solanaWs: `ws://${host}:${wsPort}` }
}

/**
 * Runs the local Solana chain (litesvm behind the Solana JSON-RPC) as a stack service and
 * resolves once `GET /health` answers.
 *
 * @example
 * const solana = await startSolanaRpc({ root, host: '127.0.0.1', port: 8899, wsPort: 8900, env: process.env, log })
 */
export function startSolanaRpc(options: StartSolanaRpcOptions): Promise<Service> {
  return startNodeService({
    name: 'solana',
    entry: solanaRpcEntry(options.root),
    cwd: options.root,
    env: {
      ...options.env,
      PORTICO_SOLANA_PORT: String(options.port),
      PORTICO_SOLANA_WS_PORT: String(options.wsPort),
      PORTICO_SOLANA_HOST: options.host,
    },
    readyUrl: `http://${options.host}:${options.port}/health`,
    log: options.log,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  })
}

/**
 * The local Solana chain as the gateway's balance API serves it: its CAIP-2 id (from the
 * chain's fixed genesis hash) and the seeded PTT token (services/solana-rpc/README.md).
 * @example
 * gatewayConfig({ ...options, solana: solanaGatewayChain('http://127.0.0.1:8899') })
 */
export function solanaGatewayChain(rpcUrl: string) {
  return {
    caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
    name: 'Portico Local Solana',
    rpcUrl,
    tokens: [
      {
        mint: '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH',
        name: 'Portico Test Token',
        symbol: 'PTT',
        decimals: 6,
      },
    ],
  }
}
