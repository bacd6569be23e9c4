import type { Clock } from '@portico/server'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { PayExchangeConfig } from './payConfigSchema'

// An exchange's answers are small; anything larger is not read.
const MAX_ANSWER_BYTES = 64 * 1024
const httpUrl = z.url({ protocol: /^https?$/ })
const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)

const assetsSchema = z.object({
  assets: z.array(z.object({ network: z.string(), asset: z.string() }).loose()).max(1000),
})
const createdSchema = z.object({ sessionId: sessionIdSchema, url: httpUrl })
const sessionSchema = z.object({
  sessionId: sessionIdSchema,
  status: z.enum(['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED']),
  txHash: z.string().max(128).optional(),
  failureReason: z.string().max(500).optional(),
  network: z.string(),
  asset: z.string(),
  amount: z.string(),
  recipient: z.string(),
  reference: z.string(),
})

/** A session as the exchange reports it. @example session.status === 'SUCCESS' */
export type ExchangeSession = z.infer<typeof sessionSchema>

/**
 * The gateway's client of one configured exchange's API (only ever its configured `url`, with
 * its `apiKey` as a bearer token): create a hosted pay session, read one, list the assets it
 * pays out (kept `assetsCacheMs`). Each call has `timeoutMs`; an answer that is not the
 * expected JSON, too large, or an error status is PAY_EXCHANGE_UNAVAILABLE (502).
 * @example
 * const client = createExchangeClient(config.pay.exchanges[0], { clock, timeoutMs: 10_000, assetsCacheMs: 60_000 })
 * const { sessionId, url } = await client.createSession({ network, asset, amount, recipient, reference: payment.id })
 */
export function createExchangeClient(
  exchange: PayExchangeConfig,
  options: { clock: Clock; timeoutMs: number; assetsCacheMs: number; fetch?: typeof fetch },
) {
  const fetchFn = options.fetch ?? fetch
  const base = exchange.url.replace(/\/+$/, '')
  let assets: { at: number; list: z.infer<typeof assetsSchema>['assets'] } | undefined

  const call = async <T>(
    path: string,
    schema: z.ZodType<T>,
    body?: Record<string, unknown>,
  ): Promise<T> => {
    const unavailable = (reason: string, cause?: unknown) =>
      new GatewayError('PAY_EXCHANGE_UNAVAILABLE', {
        message: `${exchange.name} did not answer: ${reason}`,
        ...(cause !== undefined ? { cause } : {}),
      })
    let text: string
    let status: number
    try {
      const response = await fetchFn(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${exchange.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        // Never follow a redirect with the API key to wherever it leads.
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      status = response.status
      text = await response.text()
    } catch (cause) {
      throw unavailable('unreachable', cause)
    }
    if (text.length > MAX_ANSWER_BYTES) throw unavailable('answer too large')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (cause) {
      throw unavailable(`HTTP ${status}, not JSON`, cause)
    }
    if (status < 200 || status >= 300) {
      const message = z.object({ message: z.string().max(300) }).safeParse(json)
      throw unavailable(`HTTP ${status}${message.success ? `: ${message.data.message}` : ''}`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw unavailable('unexpected answer', parsed.error)
    return parsed.data
  }

  return {
    exchange,
    /** The networks and assets the exchange pays out. */
    async assets() {
      const now = options.clock.now()
      if (assets && now - assets.at < options.assetsCacheMs) return assets.list
      const list = (await call('/v1/assets', assetsSchema)).assets
      assets = { at: now, list }
      return list
    },
    /** Whether the exchange pays out `asset` on `network` (EVM addresses in any case). */
    async serves(network: string, asset: string): Promise<boolean> {
      const list = await this.assets()
      const evm = network.startsWith('eip155:')
      return list.some(
        (a) =>
          a.network === network &&
          (evm ? a.asset.toLowerCase() === asset.toLowerCase() : a.asset === asset),
      )
    },
    createSession(request: {
      network: string
      asset: string
      amount: string
      recipient: string
      reference: string
      returnUrl?: string
    }) {
      return call('/v1/sessions', createdSchema, request)
    },
    session(sessionId: string): Promise<ExchangeSession> {
      return call(`/v1/sessions/${encodeURIComponent(sessionId)}`, sessionSchema)
    },
  }
}

/** A client made by {@link createExchangeClient}. @example await client.session(id) */
export type ExchangeClient = ReturnType<typeof createExchangeClient>
