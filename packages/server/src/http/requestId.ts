import { randomUUID } from 'node:crypto'

// What a proxy or client may hand us as a request id: short, and nothing a log line or a
// header could be broken with.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The id of one request: the incoming `X-Request-Id` when it is well-formed (8 to 128 letters,
 * digits, `.`, `_`, `:` or `-`), so a proxy's id follows the request, else a fresh UUID.
 * @example
 * requestId(c.req.header('x-request-id')) // 'f3c1…' or the caller's id
 */
export function requestId(incoming: string | undefined): string {
  return incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : randomUUID()
}
