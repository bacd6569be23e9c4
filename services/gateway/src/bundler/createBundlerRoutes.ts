import { type Context, Hono } from 'hono'
import { type Address, BaseError, type PublicClient } from 'viem'
import type { z } from 'zod'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { PaymasterAnswer, PaymasterCall } from '../paymaster/PaymasterCall'
import { type PaymasterMethod, paymasterMethodParams } from '../paymaster/paymasterSchemas'
import {
  type BundlerMethod,
  bundlerMethodParams,
  bundlerQuery,
  bundlerRequestSchema,
  ownBundlerMethodParams,
} from './bundlerSchemas'
import { estimateUserOperationFee } from './estimateUserOperationFee'
import { forwardToBundler } from './forwardToBundler'

const isForwarded = (method: string): method is BundlerMethod =>
  Object.hasOwn(bundlerMethodParams, method)
const isPaymasterMethod = (method: string): method is PaymasterMethod =>
  Object.hasOwn(paymasterMethodParams, method)

// JSON-RPC's -32602 with the first problem's place in `params`.
function invalidParams(error: z.ZodError): { code: number; message: string } {
  const issue = error.issues[0]
  const where = issue?.path.length ? ` at params.${issue.path.join('.')}` : ''
  return { code: -32602, message: `Invalid params${where}: ${issue?.message ?? 'invalid value'}` }
}

/**
 * The bundler route group (spec §7): `POST /v1/bundler?projectId&chainId&bundler` takes one
 * JSON-RPC call of an ERC-4337 client and forwards it to the bundler configured for that chain
 * (`chains[].bundlerUrl`), for the methods a smart-account client needs (see
 * `bundlerMethodParams`) and answering `portico_estimateUserOperationFee` itself, on the chain's
 * node (`ownBundlerMethodParams`), and ERC-7677's `pm_getPaymasterStubData` / `pm_getPaymasterData`
 * through `paymaster` (the project's sponsorship); `GET /v1/bundler/networks` lists the chains with a bundler: where smart
 * accounts are enabled, and of those the ones where the calling project's policy pays
 * (`sponsoredNetworks`: the chain has a paymaster the gateway signs for). JSON-RPC problems (an unknown method, bad parameters) are answered as
 * JSON-RPC errors with the client's `id`; a bad query, a chain without a bundler or a bundler
 * down are HTTP errors like the rest of the gateway.
 * @example
 * app.route('/', createBundlerRoutes({ chains: config.chains, timeoutMs: 30_000, clientOf }))
 */
export function createBundlerRoutes(deps: {
  chains: readonly ChainConfig[]
  timeoutMs: number
  /** The node of a chain (CAIP-2), for the simulations the gateway runs itself. */
  clientOf: (caip2: string) => PublicClient | undefined
  /** The gateway's verifying paymaster (ERC-7677); its methods are not found without one. */
  paymaster?: { answer: (call: PaymasterCall) => Promise<PaymasterAnswer> } | undefined
  /** The calling client's key, which its sponsorship budget is counted under. */
  clientKey?: (c: Context<AppEnv>) => string
}): Hono<AppEnv> {
  const bundlers = new Map(
    deps.chains.flatMap((chain) =>
      chain.bundlerUrl ? [[chain.chainId, chain.bundlerUrl] as const] : [],
    ),
  )
  const app = new Hono<AppEnv>()

  // Where the gateway signs for a paymaster: a chain with a bundler and a paymaster.
  const paymasterChains = new Set(
    deps.paymaster
      ? deps.chains.flatMap((chain) =>
          chain.paymaster && bundlers.has(chain.chainId) ? [chain.chainId] : [],
        )
      : [],
  )

  app.get('/v1/bundler/networks', (c) => {
    const policy = c.get('project')?.sponsorship
    return c.json({
      smartAccountEnabledNetworks: [...bundlers.keys()],
      sponsoredNetworks: (policy?.chains ?? []).filter((chainId) => paymasterChains.has(chainId)),
    })
  })

  app.post('/v1/bundler', async (c) => {
    const query = parseInput(bundlerQuery, c.req.query(), 'query')
    const url = bundlers.get(query.chainId)
    if (!url) {
      throw new GatewayError('INVALID_PARAMS', {
        message: `Smart accounts are not enabled on eip155:${query.chainId}`,
      })
    }
    const request = parseInput(bundlerRequestSchema, await readJsonBody(c), 'body')
    const rpcError = (code: number, message: string) =>
      c.json({ jsonrpc: '2.0', id: request.id, error: { code, message } })
    if (request.method === 'portico_estimateUserOperationFee') {
      const own = ownBundlerMethodParams[request.method].safeParse(request.params)
      const client = deps.clientOf(`eip155:${query.chainId}`)
      if (!own.success || !client) return rpcError(-32602, 'Invalid params')
      const [userOperation, entryPoint, balances] = own.data
      try {
        const result = await estimateUserOperationFee(
          client,
          userOperation,
          entryPoint as Address,
          balances,
        )
        return c.json({ jsonrpc: '2.0', id: request.id, result })
      } catch (error) {
        // The operation would revert (ERC-7769's simulation failure): the client shows why.
        if (error instanceof BaseError) return rpcError(-32500, error.shortMessage)
        throw error
      }
    }
    const notFound = () =>
      rpcError(-32601, `Method not found: ${request.method} is not served by this bundler`)
    if (isPaymasterMethod(request.method)) {
      if (!deps.paymaster) return notFound()
      const params = paymasterMethodParams[request.method].safeParse(request.params)
      if (!params.success)
        return c.json({ jsonrpc: '2.0', id: request.id, error: invalidParams(params.error) })
      const answer = await deps.paymaster.answer({
        method: request.method,
        params: params.data,
        chainId: query.chainId,
        project: c.get('project'),
        clientKey: deps.clientKey?.(c) ?? '',
      })
      return c.json({ jsonrpc: '2.0', id: request.id, ...answer })
    }
    if (!isForwarded(request.method)) return notFound()
    const params = bundlerMethodParams[request.method].safeParse(request.params)
    if (!params.success) {
      return c.json({ jsonrpc: '2.0', id: request.id, error: invalidParams(params.error) })
    }
    const answer = await forwardToBundler(
      url,
      { method: request.method, params: params.data ?? [] },
      { timeoutMs: deps.timeoutMs },
    )
    return c.json({ jsonrpc: '2.0', id: request.id, ...answer })
  })
  return app
}
