import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Options of {@link serveWithCsp}.
 * @example
 * const options: ServeWithCspOptions = { target: demoUrl, policy: "default-src 'self'" }
 */
export type ServeWithCspOptions = {
  /** The site to pass through, e.g. the stack's demo. */
  target: string
  /** Sent as the Content-Security-Policy header of every HTML page. */
  policy: string
  /** Added to each HTML page as `<meta property="csp-nonce" nonce="…">`, as nonce-setting servers do. */
  nonce?: string
}

/**
 * A loopback server in front of `target` that answers with its responses, HTML pages carrying
 * `policy` as their Content-Security-Policy header. A real server rather than request
 * interception: Chromium counts an intercepted document as public, and then refuses the page's
 * requests to the loopback services.
 * @example
 * const site = await serveWithCsp({ target: demoUrl, policy })
 * await page.goto(site.url)
 * await site.close()
 */
export async function serveWithCsp(
  options: ServeWithCspOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(options.target)
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html')
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          let html = Buffer.concat(chunks).toString('utf8')
          if (options.nonce)
            html = html.replace(
              '<head>',
              `<head><meta property="csp-nonce" nonce="${options.nonce}">`,
            )
          const { 'content-length': _length, ...headers } = answer.headers
          outgoing.writeHead(answer.statusCode ?? 200, {
            ...headers,
            'content-security-policy': options.policy,
          })
          outgoing.end(html)
        })
      },
    )
    upstream.on('error', (error) => outgoing.destroy(error))
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
