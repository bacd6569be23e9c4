import type { Context } from 'hono'
import { hashString } from './hashString'

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * Answers with an SVG image, its ETag and cache headers; a matching If-None-Match gets 304.
 * Images are embedded cross-origin (`<img>` and blob fetches), so they carry an open CORS header
 * and a cross-origin resource policy. An SVG opened directly is a document that could run
 * script: its content security policy allows inline styles only, and `nosniff` keeps browsers
 * from reading it as anything else.
 * @example
 * return imageResponse(c, monogramSvg('MetaMask'))
 */
export function imageResponse(c: Context, svg: string): Response {
  const etag = `"${hashString(svg).toString(16)}-${svg.length.toString(16)}"`
  const headers = {
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' })
}
