import { isSafeRpcMethod } from '@portico/common'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Sessions } from '../auth/createSessions'
import type { FrameChain } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { requireSession } from '../http/requireSession'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { proxyJsonRpc } from './proxyJsonRpc'

// Safe-list methods the chain node itself answers; wallet_* and bundler calls are not its job.
const isNodeMethod = (method: string) =>
  isSafeRpcMethod(method) && method.startsWith('eth_') && !method.includes('UserOperation')

/**
 * `POST /rpc/v1?chainId=` — the frame's way to its chains: one JSON-RPC request from a signed-in
 * frame, read methods of the spec's safe list and `eth_sendRawTransaction` only, forwarded to the
 * configured RPC URL. Keeps the frame's CSP at `connect-src 'self'` and the service no open relay.
 * @example app.route('/', createRpcRoutes({ chains, sessions }))
 */
export function createRpcRoutes(deps: {
  chains: readonly FrameChain[]
  sessions: Sessions
  /** Counts the signed transactions the node accepted. */
  frameMetrics?: WalletFrameMetrics | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post(
    '/rpc/v1',
    requireSession(deps.sessions),
    proxyJsonRpc({
      chainOf: (query) => {
        const chainId = z.coerce.number().int().positive().safeParse(query)
        return chainId.success ? deps.chains.find((ch) => ch.chainId === chainId.data) : undefined
      },
      maxParams: 16,
      check: (request) => {
        if (!isNodeMethod(request.method)) throw new WalletFrameError('RPC_NOT_ALLOWED')
      },
      relays: { method: 'eth_sendRawTransaction', kind: 'evm' },
      frameMetrics: deps.frameMetrics,
    }),
  )
  return app
}
