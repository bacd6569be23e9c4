import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

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
 * repeat visit takes them from the browser's cache.
 * @example
 * const site = await serveStatic('/tmp/dist')
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveStatic(
  dir: string,
  { cacheAssets = false }: { cacheAssets?: boolean } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(dir, path)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html')
    }
    const immutable = cacheAssets && path.startsWith('/assets/') && file !== join(dir, 'index.html')
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-store',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
