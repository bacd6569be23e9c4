import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { selfSignedCertificate } from './selfSignedCertificate'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Serves a built site from `dir` on 127.0.0.1 at an ephemeral port (index.html for unknown
 * paths). Resolves the base URL and a close function. Nothing is cached unless `cacheAssets`:
 * then the hashed files under `/assets/` are immutable, as a production host serves them, so a
 * repeat visit takes them from the browser's cache. With `http2`, the site is served as a CDN
 * serves it: HTTP/2 over TLS (a throwaway self-signed certificate, so the browser context needs
 * `ignoreHTTPSErrors`), every file gzipped.
 * @example
 * const site = await serveStatic('/tmp/dist')
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveStatic(
  dir: string,
  { cacheAssets = false, http2 = false }: { cacheAssets?: boolean; http2?: boolean } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>()
  const handle = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html')
    }
    const immutable = cacheAssets && path.startsWith('/assets/') && file !== join(dir, 'index.html')
    let body = gzipped.get(file) ?? readFileSync(file)
    if (http2 && !gzipped.has(file)) {
      body = gzipSync(body)
      gzipped.set(file, body)
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-store',
      ...(http2 && { 'content-encoding': 'gzip' }),
    })
    response.end(body)
  }
  const server = http2 ? createSecureServer(selfSignedCertificate(), handle) : createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `${http2 ? 'https' : 'http'}://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
