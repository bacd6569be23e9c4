import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves pages on 127.0.0.1 (a free port) from a map that may be filled after start, so a site's
 * origin is known before its pages are written. Unknown paths answer 404.
 * @example
 * const site = await servePages(); site.pages.set('/', html); await page.goto(site.url)
 */
export async function servePages(): Promise<{
  url: string
  origin: string
  pages: Map<string, { type: string; body: string }>
  close: () => Promise<void>
}> {
  const pages = new Map<string, { type: string; body: string }>()
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' })
    response.end(page?.body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    url: `${origin}/`,
    origin,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
