import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

/**
 * Options of {@link serveStaticDir}.
 * @example
 * const options: ServeStaticDirOptions = { dir: 'site/.vitepress/dist', host: '127.0.0.1', port: 5176 }
 */
export type ServeStaticDirOptions = {
  /** The folder served; read on every request, so a rebuild shows without a restart. */
  dir: string
  host: string
  /** `0` picks a free port. */
  port: number
  /**
   * While this returns a page, every request gets it with its status instead of a file (e.g.
   * 503 while the folder is being rebuilt).
   */
  override?: () => { status: number; html: string } | undefined
}

/**
 * A running static server.
 * @example
 * const { url, close }: StaticServer = await serveStaticDir(options)
 */
export type StaticServer = { url: string; close: () => Promise<void> }

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves a built static site (VitePress's output) over HTTP the way static hosts do: `/` and
 * `/guide/` answer their `index.html`, `/guide/react` answers `guide/react.html`, and a path
 * with no file answers the site's `404.html` with status 404. Only GET and HEAD; nothing outside
 * `dir` is ever read.
 *
 * @example
 * const site = await serveStaticDir({ dir: 'site/.vitepress/dist', host: '127.0.0.1', port: 0 })
 * await fetch(`${site.url}/guide/react.html`)
 * await site.close()
 */
export async function serveStaticDir(options: ServeStaticDirOptions): Promise<StaticServer> {
  const root = normalize(options.dir)
  const server = createServer((request, response) => {
    const overridden = options.override?.()
    if (overridden) return sendHtml(response, overridden.status, overridden.html)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      return sendHtml(response, 400, 'Bad request')
    }
    const file = resolveFile(root, path)
    if (!file) {
      const notFound = join(root, '404.html')
      if (existsSync(notFound)) return sendFile(response, 404, notFound, request.method === 'HEAD')
      return sendHtml(response, 404, 'Not found')
    }
    sendFile(response, 200, file, request.method === 'HEAD')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The file a URL path names under `root`, or undefined (missing, or outside `root`). */
function resolveFile(root: string, path: string): string | undefined {
  const target = normalize(join(root, path))
  if (target !== root && !target.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return
  const candidates = path.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, `${target}.html`, join(target, 'index.html')]
  return candidates.find((candidate) => isFile(candidate))
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function sendFile(response: ServerResponse, status: number, file: string, headOnly: boolean) {
  response.writeHead(status, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    // Hashed assets never change; pages are re-read so a rebuild shows at once.
    'cache-control': file.includes(`${sep}assets${sep}`)
      ? 'max-age=31536000, immutable'
      : 'no-cache',
  })
  if (headOnly) response.end()
  else createReadStream(file).pipe(response)
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
}
