import type { Context } from 'hono'

/**
 * The rule that names a request's client address (rate limits, logs, who may read metrics).
 * @example
 * const clientIp: ClientIp = createClientIp({ trustProxy: false })
 */
export type ClientIp = (c: Context) => string
