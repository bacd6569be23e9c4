import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import {
  buildDocsSite,
  docsSitePaths,
  isDocsSiteStale,
  repoRoot,
  type StaticServer,
  serveStaticDir,
} from '@portico/scripts'
import { newPage, type TestPage } from '@portico/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './setup/useBrowser'

// The docs site as readers get it: the build of `npm run docs` (made here when missing or
// stale), served as static files, every page opened in Chromium from the home page on.
const root = repoRoot()
const { dist } = docsSitePaths(root)
const WORKERS = 3

/** What one page showed: its links, its element ids and what went wrong on it. */
type PageReport = {
  path: string
  status: number
  notFound: boolean
  links: string[]
  ids: string[]
  brokenImages: string[]
  images: number
}

/** `/services/index.html` and `/services/` are one page. */
function pageKey(url: URL): string {
  return url.pathname.replace(/\/index\.html$/, '/')
}

function isPage(pathname: string): boolean {
  return pathname.endsWith('/') || pathname.endsWith('.html')
}

/** Every page the build holds (404.html is the not-found page, not a page of the site). */
function builtPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  return walk(dist)
    .filter((file) => file.endsWith('.html') && file !== join(dist, '404.html'))
    .map((file) => pageKey(new URL(`/${relative(dist, file).split(sep).join('/')}`, 'http://x')))
}

async function readPage(opened: TestPage, url: string): Promise<PageReport> {
  const { page } = opened
  const response = await page.goto(url, { waitUntil: 'load' })
  // VitePress hydrates once the page's chunk is in; errors of hydration come before this.
  await page.waitForFunction(() => {
    const app = document.querySelector('#app') as (Element & { __vue_app__?: unknown }) | null
    return Boolean(app?.__vue_app__)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  const seen = await page.evaluate(() => ({
    notFound: document.querySelector('.NotFound') !== null,
    links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    brokenImages: [...document.images]
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
    images: document.images.length,
  }))
  return { path: pageKey(new URL(url)), status: response?.status() ?? 0, ...seen }
}

describe('the docs site', () => {
  const browser = useBrowser()
  let site: StaticServer

  beforeAll(async () => {
    if (isDocsSiteStale(root)) await buildDocsSite({ root, log: () => {} }).done
    site = await serveStaticDir({ dir: dist, host: '127.0.0.1', port: 0 })
  }, 600_000)
  afterAll(async () => {
    await site?.close()
  })

  it('every page from the home page on opens in Chromium with no console error, no broken link, image or anchor', async () => {
    const startedAt = performance.now()
    const origin = new URL(site.url).origin
    const reports = new Map<string, PageReport>()
    const queued = new Set<string>(['/'])
    const queue = ['/']
    const anchors: { from: string; href: string }[] = []
    // Links off the site (specs and services named in the packages' doc comments) are not
    // followed: the test runs offline.
    let external = 0
    const otherFiles = new Map<string, string>()
    const tabs = await Promise.all(
      Array.from({ length: WORKERS }, () =>
        newPage(browser(), { context: { reducedMotion: 'reduce' } }),
      ),
    )
    try {
      // Workers take pages off one queue; a page's links join it as they are found.
      let active = 0
      await Promise.all(
        tabs.map(async (tab) => {
          for (;;) {
            const path = queue.shift()
            if (path === undefined) {
              if (active === 0) return
              await new Promise((resolve) => setTimeout(resolve, 20))
              continue
            }
            active++
            try {
              const report = await readPage(tab, `${origin}${path}`)
              reports.set(path, report)
              for (const href of report.links) {
                const url = new URL(href)
                if (url.origin !== origin) {
                  external++
                  continue
                }
                if (url.hash.length > 1) anchors.push({ from: path, href })
                const key = pageKey(url)
                if (!isPage(url.pathname)) otherFiles.set(key, path)
                else if (!queued.has(key)) {
                  queued.add(key)
                  queue.push(key)
                }
              }
            } finally {
              active--
            }
          }
        }),
      )

      const pages = [...reports.values()]
      expect(
        pages.filter((page) => page.status !== 200 || page.notFound).map((page) => page.path),
      ).toEqual([])
      expect(
        pages.flatMap((page) => page.brokenImages.map((src) => `${page.path}: ${src}`)),
      ).toEqual([])
      // Every anchor names an element of its page.
      const missingAnchors = anchors.filter(({ href }) => {
        const url = new URL(href)
        const target = reports.get(pageKey(url))
        return !target?.ids.includes(decodeURIComponent(url.hash.slice(1)))
      })
      expect(missingAnchors).toEqual([])
      // Files linked that are not pages (images opened full size, downloads) are served.
      for (const [path, from] of otherFiles) {
        const response = await tabs[0]!.context.request.get(`${origin}${path}`)
        expect(response.status(), `${path}, linked from ${from}`).toBe(200)
      }
      // Nothing is built that cannot be reached from the home page.
      expect(builtPages().filter((path) => !reports.has(path))).toEqual([])
      // The screenshots of the e2e run show in the feature pages.
      expect(pages.reduce((sum, page) => sum + page.images, 0)).toBeGreaterThan(50)
      expect(tabs.flatMap((tab) => tab.errors)).toEqual([])
      expect(tabs.flatMap((tab) => tab.blocked)).toEqual([])
      console.log(
        `docs site: ${pages.length} pages, ${anchors.length} anchors, ${otherFiles.size} other files checked (${external} links off the site not followed) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      )
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()))
    }
    // 81 s on the shared 2-core machine at a load average of 10–16 (54 pages): room for worse.
  }, 180_000)
})
