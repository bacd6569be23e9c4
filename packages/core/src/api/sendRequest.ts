import type { ApiTransport } from './ApiTransport'
import { ApiHttpError, ApiNetworkError, ApiTimeoutError } from './apiErrors'

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/**
 * Send one request and read its answer with `read`, both within `transport.timeoutMs`.
 * Non-2xx answers throw ApiHttpError, a timeout ApiTimeoutError, a failed send ApiNetworkError;
 * a caller's abort rejects with the signal's reason. A fetch that ignores its signal cannot
 * hold the caller past the timeout.
 * @example
 * const text = await sendRequest(transport, { url, init: { method: 'GET' } }, (r) => r.text())
 */
export async function sendRequest<T>(
  transport: ApiTransport,
  request: { url: string; init: RequestInit; signal?: AbortSignal | undefined },
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { url, signal } = request
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, transport.timeoutMs)
  const forwardAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) forwardAbort()
  else signal?.addEventListener('abort', forwardAbort, { once: true })
  const aborted = rejectOnAbort(controller.signal)
  aborted.catch(() => {})
  const failure = (cause: unknown): unknown => {
    if (timedOut) return new ApiTimeoutError({ url, timeoutMs: transport.timeoutMs })
    if (signal?.aborted) return signal.reason
    return new ApiNetworkError({ url, cause })
  }
  try {
    let response: Response
    try {
      response = await Promise.race([
        transport.fetch(url, { ...request.init, signal: controller.signal }),
        aborted,
      ])
    } catch (cause) {
      throw failure(cause)
    }
    if (!response.ok) {
      let body: unknown
      try {
        body = await Promise.race([readErrorBody(response), aborted])
      } catch (cause) {
        throw failure(cause)
      }
      throw new ApiHttpError({ url, status: response.status, body })
    }
    try {
      return await Promise.race([read(response), aborted])
    } catch (cause) {
      throw controller.signal.aborted ? failure(cause) : cause
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}
