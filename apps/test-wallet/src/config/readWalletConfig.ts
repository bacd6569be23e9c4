/**
 * A chain the wallet can sign and send on.
 * @example
 * const chain: WalletChain = { id: 31337, name: 'Devnet 31337', rpcUrl: 'http://127.0.0.1:8545' }
 */
export type WalletChain = { id: number; name: string; rpcUrl: string }

/**
 * Where the wallet connects: the relay, its project id, the devnets it serves and the local
 * Solana chain's RPC (its CAIP-2 id follows from the chain's genesis hash, read at approval).
 * @example
 * const config: WalletConfig = readWalletConfig(import.meta.env)
 */
export type WalletConfig = {
  relayUrl: string
  projectId: string
  chains: WalletChain[]
  solanaRpcUrl: string
}

const DEFAULT_RPC: Record<number, string> = {
  31337: 'http://127.0.0.1:8545',
  31338: 'http://127.0.0.1:8546',
}

/**
 * The wallet's configuration from `VITE_PORTICO_*` variables: `VITE_PORTICO_RELAY_URL`
 * (default ws://127.0.0.1:8788), `VITE_PORTICO_PROJECT_ID`, and one chain per
 * `VITE_PORTICO_RPC_<chainId>` (devnets 31337 and 31338 on their usual ports by default), and
 * `VITE_PORTICO_SOLANA_RPC` (default the dev stack's http://127.0.0.1:8899).
 * @example
 * readWalletConfig({ VITE_PORTICO_RPC_31337: 'http://127.0.0.1:9545' }).chains[0]?.rpcUrl
 */
export function readWalletConfig(env: Record<string, unknown>): WalletConfig {
  const rpc = new Map<number, string>(
    Object.entries(DEFAULT_RPC).map(([id, url]) => [Number(id), url]),
  )
  for (const [key, value] of Object.entries(env)) {
    const match = /^VITE_PORTICO_RPC_(\d+)$/.exec(key)
    if (match && typeof value === 'string' && /^https?:\/\//.test(value))
      rpc.set(Number(match[1]), value)
  }
  const text = (key: string, fallback: string) => {
    const value = env[key]
    return typeof value === 'string' && value !== '' ? value : fallback
  }
  return {
    relayUrl: text('VITE_PORTICO_RELAY_URL', 'ws://127.0.0.1:8788'),
    projectId: text('VITE_PORTICO_PROJECT_ID', 'portico-test-wallet'),
    chains: [...rpc.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, rpcUrl]) => ({ id, name: `Devnet ${id}`, rpcUrl })),
    solanaRpcUrl: /^https?:\/\//.test(text('VITE_PORTICO_SOLANA_RPC', ''))
      ? text('VITE_PORTICO_SOLANA_RPC', '')
      : 'http://127.0.0.1:8899',
  }
}
