import { validate } from '@portico/common'
import type { $ZodType } from 'zod/v4/core'
import type { ApiTransport } from './ApiTransport'
import { ApiInvalidResponseError, ApiNetworkError } from './apiErrors'
import { sendRequest } from './sendRequest'

/**
 * One JSON request: the URL, GET (default) or POST with a JSON `body`, and the zod schema the
 * answer must match.
 * @example
 * const params: JsonRequest<{ ok: boolean }> = { url, schema: z.object({ ok: z.boolean() }) }
 */
export type JsonRequest<T> = {
  url: string
  method?: 'GET' | 'POST'
  /** Sent as JSON with `Content-Type: application/json`. */
  body?: unknown
  /** Extra request headers, such as `authorization` for the gateway's SIWX session calls. */
  headers?: Record<string, string> | undefined
  schema: $ZodType<T>
  signal?: AbortSignal | undefined
}

/**
 * Send a request and validate its JSON answer. A body that is not JSON or does not match the
 * schema throws ApiInvalidResponseError (cause: the SyntaxError, or a ValidationError naming
 * each wrong field in the spec §8 sentences: 'Required', 'Expected X, received Y', 'Invalid
 * input'); transport
 * failures throw as {@link sendRequest} describes.
 * @example
 * const { http } = await requestJson(transport, { url, schema: supportedChainsResponseSchema })
 */
export async function requestJson<T>(transport: ApiTransport, request: JsonRequest<T>): Promise<T> {
  const { url, method = 'GET', body, headers } = request
  const init: RequestInit =
    body === undefined
      ? { method, ...(headers === undefined ? {} : { headers }) }
      : {
          method,
          body: JSON.stringify(body),
          headers: { ...headers, 'Content-Type': 'application/json' },
        }
  const text = await sendRequest(transport, { url, init, signal: request.signal }, (response) =>
    response.text().catch((cause: unknown) => {
      throw new ApiNetworkError({ url, cause })
    }),
  )
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new ApiInvalidResponseError({ url, cause })
  }
  try {
    return validate(request.schema, json)
  } catch (cause) {
    throw new ApiInvalidResponseError({ url, cause })
  }
}
