import { apiErrorSchema } from '@portico/common/schemas/api'
import { ApiHttpError, ApiInvalidResponseError, requestJson, toTransport } from '@portico/core'
import type { $ZodType } from 'zod/v4/core'
import { SiwxGatewayError } from '../errors/SiwxGatewayError'

/**
 * Call a gateway SIWX endpoint through core's HTTP transport (spec §9 timeout) and validate the
 * answer with `schema`. Non-2xx answers, bad bodies and network failures all become
 * {@link SiwxGatewayError}, whose cause is core's error.
 * @example
 * const { nonce } = await gatewayFetch(options, 'v1/siwx/nonce', { method: 'POST' }, siwxNonceResponseSchema)
 */
export async function gatewayFetch<T>(
  target: { gatewayUrl: string; projectId: string; fetch?: typeof fetch | undefined },
  path: string,
  init: { method: 'GET' | 'POST'; token?: string | undefined; body?: unknown },
  schema: $ZodType<T>,
): Promise<T> {
  const url = new URL(
    path,
    target.gatewayUrl.endsWith('/') ? target.gatewayUrl : `${target.gatewayUrl}/`,
  )
  url.searchParams.set('projectId', target.projectId)
  const transport = toTransport({ baseUrl: target.gatewayUrl, fetch: target.fetch })
  try {
    return await requestJson(transport, {
      url: url.href,
      method: init.method,
      body: init.body,
      headers: init.token === undefined ? undefined : { authorization: `Bearer ${init.token}` },
      schema,
    })
  } catch (cause) {
    throw toSiwxGatewayError(cause)
  }
}

function toSiwxGatewayError(cause: unknown): SiwxGatewayError {
  if (cause instanceof ApiHttpError) {
    // The gateway's catalogue answer ({ code, message }) names the refusal; anything else
    // (a proxy's error page) is reported by status alone.
    const error = apiErrorSchema.safeParse(cause.body)
    const { code, message } = error.success
      ? error.data
      : { code: 'HTTP_ERROR', message: `HTTP ${cause.status}` }
    return new SiwxGatewayError(message, { code, status: cause.status, cause })
  }
  if (cause instanceof ApiInvalidResponseError) {
    return new SiwxGatewayError('Unexpected answer from the sign-in service', {
      code: 'INVALID_RESPONSE',
      cause,
    })
  }
  return new SiwxGatewayError('Could not reach the sign-in service', {
    code: 'NETWORK_ERROR',
    cause,
  })
}
