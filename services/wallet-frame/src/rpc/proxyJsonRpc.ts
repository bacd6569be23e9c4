import type { Context } from 'hono'
import { z } from 'zod'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { forwardJsonRpc } from './forwardJsonRpc'

/** One JSON-RPC request as the frame's RPC proxies take it. */
export type ProxiedRequest = {
  jsonrpc: '2.0'
  id: number | string
  method: string
  params?: unknown[] | undefined
}

/**
 * The handler both of the frame's RPC proxies are (EVM chains and Solana clusters): the chain
 * the request's `chainId` query names (`chainOf`; an unknown one is 'Unsupported chain'), one
 * JSON-RPC request of at most `maxParams` params, refused by `check` where it throws
 * (`RPC_NOT_ALLOWED` and the like), forwarded to the chain's RPC URL; a `relays.method` request
 * the node accepted counts as a relayed transaction of `relays.kind`.
 * @example app.post('/rpc/v1', requireSession(sessions), proxyJsonRpc({ chainOf, maxParams: 16, check, relays: { method: 'eth_sendRawTransaction', kind: 'evm' } }))
 */
export function proxyJsonRpc(options: {
  chainOf: (chainId: string | undefined) => { rpcUrl: string } | undefined
  maxParams: number
  check: (request: ProxiedRequest) => void
  relays: { method: string; kind: 'evm' | 'solana' }
  frameMetrics?: WalletFrameMetrics | undefined
}) {
  const requestSchema = z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number().int(), z.string().max(64)]),
    method: z.string().min(1).max(128),
    params: z.array(z.unknown()).max(options.maxParams).optional(),
  })
  return async (c: Context<AppEnv>) => {
    const chain = options.chainOf(c.req.query('chainId'))
    if (!chain) throw new WalletFrameError('INVALID_PARAMS', { message: 'Unsupported chain' })
    const request = await readJson(c, requestSchema)
    options.check(request)
    const answer = await forwardJsonRpc(chain.rpcUrl, request)
    if (request.method === options.relays.method && answer.result !== undefined) {
      options.frameMetrics?.transactionsRelayed.inc({ kind: options.relays.kind })
    }
    return c.json(answer)
  }
}
