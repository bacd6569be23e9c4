/**
 * The `fetch` the clients call: the platform's, or any function with its shape (tests pass
 * `(url, init) => app.request(url, init)` to drive a Hono app in process).
 * @example
 * const fetchLike: FetchLike = (url, init) => fetch(url, init)
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/**
 * How a client sends requests: the fetch function and the per-request timeout.
 * @example
 * const transport: ApiTransport = { fetch: (url, init) => fetch(url, init), timeoutMs: 10_000 }
 */
export type ApiTransport = { fetch: FetchLike; timeoutMs: number }

/**
 * Per-call options: a signal to cancel the request (TanStack Query passes one).
 * @example
 * await client.getBalance(params, { signal: controller.signal })
 */
export type RequestOptions = { signal?: AbortSignal | undefined }
