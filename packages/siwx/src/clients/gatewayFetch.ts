import { apiErrorSchema } from '@portico/common/schemas/api'
import type { z } from 'zod'
import { SiwxGatewayError } from '../errors/SiwxGatewayError'

/** Spec §9: HTTP transport timeout. */
const TIMEOUT_MS = 10_000

/**
 * Call a gateway SIWX endpoint and validate the answer with `schema`. Non-2xx answers, bad
 * bodies and network failures all become {@link SiwxGatewayError}.
 * @example
 * const { nonce } = await gatewayFetch(options, '/v1/siwx/nonce', { method: 'POST' }, siwxNonceResponseSchema)
 */
export async function gatewayFetch<T>(
  target: { gatewayUrl: string; projectId: string; fetch?: typeof fetch | undefined },
  path: string,
  init: { method: string; token?: string | undefined; body?: unknown },
  schema: z.ZodType<T>,
): Promise<T> {
  const url = new URL(
    path,
    target.gatewayUrl.endsWith('/') ? target.gatewayUrl : `${target.gatewayUrl}/`,
  )
  url.searchParams.set('projectId', target.projectId)
  const headers: Record<string, string> = {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`
  let response: Response
  try {
    response = await (target.fetch ?? fetch)(url, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (cause) {
    throw new SiwxGatewayError('Could not reach the sign-in service', {
      code: 'NETWORK_ERROR',
      cause,
    })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body)
    const { code, message } = error.success
      ? error.data
      : { code: 'HTTP_ERROR', message: `HTTP ${response.status}` }
    throw new SiwxGatewayError(message, { code, status: response.status })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new SiwxGatewayError('Unexpected answer from the sign-in service', {
      code: 'INVALID_RESPONSE',
      status: response.status,
      cause: parsed.error,
    })
  }
  return parsed.data
}
