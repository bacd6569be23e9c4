import { CodedError } from '@portico/server'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { BitcoinChainConfig } from './bitcoinConfigSchema'

/**
 * JSON-RPC of one Bitcoin Core-compatible node.
 * @example
 * const rpc: BitcoinRpc = createBitcoinRpc(chain)
 */
export type BitcoinRpc = {
  /** One call; a node error is thrown as {@link BitcoinNodeError}. */
  call: (method: string, params?: readonly unknown[]) => Promise<unknown>
  /** Several calls in one HTTP request; each result or {@link BitcoinNodeError}, in order. */
  batch: (calls: readonly [string, readonly unknown[]][]) => Promise<unknown[]>
}

/**
 * An error the node answered with, its Bitcoin Core RPC code kept (-5 not found, -25/-26/-27
 * a refused transaction, -8 a scan already running).
 * @example
 * if (error instanceof BitcoinNodeError && error.code === -5) throw new GatewayError('NOT_FOUND')
 */
export class BitcoinNodeError extends CodedError<number> {
  override name = 'BitcoinNodeError'
}

const replySchema = z.object({
  id: z.number().optional(),
  result: z.unknown(),
  error: z.object({ code: z.number(), message: z.string() }).nullable(),
})

/**
 * A client of the chain's node. Bitcoin Core answers a failed call with HTTP 500 and the error
 * in the JSON body, so the body decides; no answer, a timeout or an unreadable body is
 * UPSTREAM_UNAVAILABLE.
 * @example
 * const height = await createBitcoinRpc(chain).call('getblockcount')
 */
export function createBitcoinRpc(
  chain: Pick<BitcoinChainConfig, 'rpcUrl' | 'rpcUser' | 'rpcPassword' | 'rpcTimeoutMs'>,
): BitcoinRpc {
  const authorization = `Basic ${Buffer.from(`${chain.rpcUser}:${chain.rpcPassword}`).toString('base64')}`
  const post = async (body: unknown): Promise<unknown> => {
    let text: string
    try {
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(chain.rpcTimeoutMs),
      })
      text = await response.text()
    } catch (cause) {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause: cause as Error })
    }
    try {
      return JSON.parse(text)
    } catch {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', {
        details: `unreadable node answer: ${text.slice(0, 120)}`,
      })
    }
  }
  const unwrap = (reply: unknown) => {
    const parsed = replySchema.safeParse(reply)
    if (!parsed.success) throw new GatewayError('UPSTREAM_UNAVAILABLE')
    if (parsed.data.error) {
      return new BitcoinNodeError(parsed.data.error.code, parsed.data.error.message)
    }
    return parsed.data.result
  }
  return {
    call: async (method, params = []) => {
      const result = unwrap(await post({ jsonrpc: '1.0', id: 0, method, params }))
      if (result instanceof BitcoinNodeError) throw result
      return result
    },
    batch: async (calls) => {
      if (calls.length === 0) return []
      const replies = await post(
        calls.map(([method, params], id) => ({ jsonrpc: '1.0', id, method, params })),
      )
      if (!Array.isArray(replies)) throw new GatewayError('UPSTREAM_UNAVAILABLE')
      const byId = new Map(replies.map((reply) => [replySchema.safeParse(reply).data?.id, reply]))
      return calls.map((_, id) => unwrap(byId.get(id)))
    },
  }
}
