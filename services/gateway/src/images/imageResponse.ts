import type { Context } from 'hono'
import { hashBytes } from './hashBytes'
import { hashString } from './hashString'

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
const SVG_TYPE = 'image/svg+xml; charset=utf-8'

/**
 * A raster image to answer with: its bytes and their media type.
 * @example
 * const logo: RasterImage = { bytes: await readFile('arculus.png'), contentType: 'image/png' }
 */
export type RasterImage = {
  bytes: Uint8Array<ArrayBuffer>
  contentType: 'image/png' | 'image/webp' | 'image/jpeg' | 'image/gif'
}

/**
 * Answers with an image (SVG text, or a raster's bytes and type), its ETag and cache headers; a
 * matching If-None-Match gets 304. Images are embedded cross-origin (`<img>` and blob fetches),
 * so they carry an open CORS header and a cross-origin resource policy. An SVG opened directly
 * is a document that could run script: its content security policy allows inline styles only,
 * and `nosniff` keeps browsers from reading any image as anything else.
 * @example
 * return imageResponse(c, monogramSvg('MetaMask'))
 */
export function imageResponse(c: Context, image: string | RasterImage): Response {
  const etag =
    typeof image === 'string'
      ? `"${hashString(image).toString(16)}-${image.length.toString(16)}"`
      : `"${hashBytes(image.bytes).toString(16)}-${image.bytes.length.toString(16)}"`
  const headers = {
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  if (typeof image === 'string') return c.body(image, 200, { ...headers, 'Content-Type': SVG_TYPE })
  return c.body(image.bytes, 200, { ...headers, 'Content-Type': image.contentType })
}
