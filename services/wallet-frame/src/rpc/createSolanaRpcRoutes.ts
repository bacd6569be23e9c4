import { Hono } from 'hono'
import { z } from 'zod'
import type { Sessions } from '../auth/createSessions'
import type { FrameSolanaChain } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { requireSession } from '../http/requireSession'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { proxyJsonRpc } from './proxyJsonRpc'

// What the frame needs of a cluster: sending a signed transaction and reading its status, and
// reading single accounts (address lookup tables, token accounts and mints) for the approval
// view. Everything else stays with the page's own RPC.
const SOLANA_FRAME_METHODS = new Set(['sendTransaction', 'getSignatureStatuses', 'getAccountInfo'])
// getAccountInfo reads one account as base64: the only form the frame parses.
const accountInfoParams = z.tuple([
  z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  z
    .object({
      encoding: z.literal('base64'),
      commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    })
    .strict(),
])

/**
 * `POST /rpc/v1/solana?chainId=solana:<ref>` — the frame's way to its Solana clusters: one
 * JSON-RPC request from a signed-in frame, `sendTransaction`, `getSignatureStatuses` and
 * `getAccountInfo` (one address, base64) only, forwarded to the configured cluster. Like the EVM proxy it keeps the frame's CSP at
 * `connect-src 'self'` and the service no open relay.
 * @example app.route('/', createSolanaRpcRoutes({ chains: config.solanaChains, sessions }))
 */
export function createSolanaRpcRoutes(deps: {
  chains: readonly FrameSolanaChain[]
  sessions: Sessions
  /** Counts the signed transactions the cluster accepted. */
  frameMetrics?: WalletFrameMetrics | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post(
    '/rpc/v1/solana',
    requireSession(deps.sessions),
    proxyJsonRpc({
      chainOf: (chainId) => deps.chains.find((ch) => ch.caipNetworkId === chainId),
      maxParams: 4,
      check: (request) => {
        if (!SOLANA_FRAME_METHODS.has(request.method)) throw new WalletFrameError('RPC_NOT_ALLOWED')
        if (
          request.method === 'getAccountInfo' &&
          !accountInfoParams.safeParse(request.params).success
        )
          throw new WalletFrameError('INVALID_PARAMS', {
            message: 'Invalid getAccountInfo parameters',
          })
      },
      relays: { method: 'sendTransaction', kind: 'solana' },
      frameMetrics: deps.frameMetrics,
    }),
  )
  return app
}
