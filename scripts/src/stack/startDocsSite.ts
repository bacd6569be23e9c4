import { existsSync } from 'node:fs'
import { assertPortsFree } from './assertPortsFree'
import { buildDocsSite, type DocsBuild } from './buildDocsSite'
import { docsSitePaths } from './docsSitePaths'
import { isDocsSiteStale } from './isDocsSiteStale'
import { serveStaticDir } from './serveStaticDir'

/**
 * Options of {@link startDocsSite}.
 * @example
 * const options: StartDocsSiteOptions = { root: repoRoot(), host: '127.0.0.1', port: 5176, log }
 */
export type StartDocsSiteOptions = {
  root: string
  host: string
  port: number
  log: (service: string, line: string) => void
}

/**
 * The docs site being served. `stale` says whether the build was missing or out of date at
 * start; `ensureBuilt()` rebuilds it then (once, however often it is called) and resolves when
 * the site is current; it never rejects: a failed build is logged and its page says so.
 * @example
 * const docs: DocsSite = await startDocsSite(options)
 * if (docs.stale) void docs.ensureBuilt()
 */
export type DocsSite = {
  url: string
  stale: boolean
  ensureBuilt: () => Promise<void>
  stop: () => Promise<void>
}

const page = (title: string, text: string, refresh: boolean) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${
    refresh ? '<meta http-equiv="refresh" content="5">' : ''
  }</head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto"><h1>${title}</h1><p>${text}</p></body></html>`

/**
 * Serves the built docs site (`site/.vitepress/dist`, what `npm run docs` writes) on `port`.
 *
 * Why a static server over the build rather than VitePress's dev server: it answers at once and
 * costs nothing while idle, and it serves exactly the build the docs e2e checks. A missing or
 * stale build is rebuilt by `ensureBuilt()`, which `npm start` calls once the rest of the stack
 * is up, so TypeDoc and VitePress (about a minute of CPU) never slow the devnets and services
 * down. While it builds, every page answers 503 with a note that reloads itself.
 *
 * @example
 * const docs = await startDocsSite({ root: repoRoot(), host: '127.0.0.1', port: 5176, log })
 * await docs.ensureBuilt()
 * await docs.stop()
 */
export async function startDocsSite(options: StartDocsSiteOptions): Promise<DocsSite> {
  await assertPortsFree([['docs', options.port]], options.host)
  const { dist, builtMarker } = docsSitePaths(options.root)
  const stale = isDocsSiteStale(options.root)
  let state: 'serving' | 'building' | 'failed' = 'serving'
  let build: DocsBuild | undefined
  let built: Promise<void> | undefined
  const server = await serveStaticDir({
    dir: dist,
    host: options.host,
    port: options.port,
    override: () => {
      if (state === 'building')
        return {
          status: 503,
          html: page(
            'Building the docs…',
            'npm run docs is running; this page reloads itself.',
            true,
          ),
        }
      if (state === 'failed')
        return {
          status: 500,
          html: page('The docs build failed', 'Run npm run docs to see why.', false),
        }
      if (!existsSync(builtMarker))
        return {
          status: 503,
          html: page('No docs build yet', 'npm start builds them once the stack is up.', true),
        }
      return undefined
    },
  })
  const ensureBuilt = () => {
    if (!stale) return Promise.resolve()
    built ??= (async () => {
      state = 'building'
      options.log('docs', 'building the docs site (npm run docs)…')
      const startedAt = performance.now()
      build = buildDocsSite({ root: options.root, log: options.log })
      try {
        await build.done
        state = 'serving'
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(0)
        options.log('docs', `docs site built in ${seconds} s: ${server.url}`)
      } catch (error) {
        state = 'failed'
        options.log('docs', error instanceof Error ? error.message : String(error))
      }
    })()
    return built
  }
  return {
    url: server.url,
    stale,
    ensureBuilt,
    stop: async () => {
      await build?.stop()
      await server.close()
    },
  }
}
