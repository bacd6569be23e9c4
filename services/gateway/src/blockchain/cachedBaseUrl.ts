import type { Context } from 'hono'

// A string as it reads inside a JSON string literal.
const jsonText = (text: string) => JSON.stringify(text).slice(1, -1)
// Stands for the base URL in cached answers (a control character: never in a URL or chain data).
const BASE_MARKER = '\u0000base\u0000'
const BASE_MARKER_JSON = jsonText(BASE_MARKER)

/**
 * How cached JSON answers hold this gateway's base URL (token icons, images): with `publicUrl`
 * the URL itself; without it a marker that {@link CachedBaseUrl.fill} replaces by each request's
 * own base URL, so one caller's Host header never reaches another caller.
 * @example
 * const base = cachedBaseUrl(config.publicUrl, requestBaseUrl(config.publicUrl))
 * const body = await cache.get(key, false, () => load(base.stored))
 * return c.body(base.fill(body, c), 200, { 'Content-Type': 'application/json' })
 */
export function cachedBaseUrl(
  publicUrl: string | undefined,
  baseUrl: (c: Context) => string,
): CachedBaseUrl {
  return {
    stored: publicUrl ?? BASE_MARKER,
    fill: (body, c) => (publicUrl ? body : body.replaceAll(BASE_MARKER_JSON, jsonText(baseUrl(c)))),
  }
}

/**
 * The base URL to build cached answers with, and how to finish one for a request.
 * @example const body = base.fill(cached, c)
 */
export type CachedBaseUrl = {
  /** The base URL written into answers that are cached. */
  stored: string
  /** A cached JSON answer with the request's base URL in place of the marker. */
  fill(body: string, c: Context): string
}
