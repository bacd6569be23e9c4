import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves fixed HTML pages on 127.0.0.1 (a free port) for browser tests that need a real origin.
 * Paths not in `pages` answer 404.
 *
 * @example
 * const site = await serveHtml({ '/': '<button>Connect</button>' })
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveHtml(
  pages: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const body = pages[path]
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    })
    response.end(body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
