import { createBodyLimit } from '@portico/server'
import type { MiddlewareHandler } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from './AppEnv'

/**
 * The gateway's request body limit: `rpcMaxBytes` for the chain JSON-RPC proxy (`POST /v1`,
 * which takes batches), `maxBytes` for every other path. A larger body ends the request in
 * `413 PAYLOAD_TOO_LARGE`.
 * @example
 * app.on('POST', '*', createGatewayBodyLimit({ maxBytes: 65_536, rpcMaxBytes: 1_048_576 }))
 */
export function createGatewayBodyLimit(options: {
  maxBytes: number
  rpcMaxBytes: number
}): MiddlewareHandler<AppEnv> {
  const bodyLimit = bodyLimitOf(options.maxBytes)
  const rpcBodyLimit = bodyLimitOf(options.rpcMaxBytes)
  return (c, next) => (c.req.path === '/v1' ? rpcBodyLimit : bodyLimit)(c, next)
}

function bodyLimitOf(maxBytes: number): MiddlewareHandler<AppEnv> {
  return createBodyLimit<AppEnv>({
    maxBytes,
    refuse: () => {
      throw new GatewayError('PAYLOAD_TOO_LARGE', {
        message: `Request body is larger than ${maxBytes} bytes`,
      })
    },
  })
}
