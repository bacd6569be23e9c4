import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '@portico/test'
import { describe, expect, it } from 'vitest'
import { assertLoaded } from './assertLoaded'
import { buildProductionSite } from './buildProductionSite'
import { initialScripts } from './initialScripts'
import { LOOPBACK_ONLY } from './loopbackOnly'
import { measurePage } from './measurePage'
import { serveStatic } from './serveStatic'
import { useBuiltOnce } from './useBuiltOnce'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The JS the built HTML itself fetches: its module script and its modulepreload links. */
function scriptsOfHtml(outDir: string, page: string): string[] {
  const html = readFileSync(join(outDir, page), 'utf8')
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? []
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter((file): file is string => file !== undefined)
}

// The browser suite of `npm run bench` on the demo, once: the same build, the same list of
// first-load files, the same check that a real page load fetched them all.
describe("the demo's first load, as the browser bench measures it", () => {
  const built = useBuiltOnce('demo', (work) =>
    buildProductionSite({
      configFile: join(repoRoot, 'apps/demo/vite.config.ts'),
      outDir: join(work, 'demo'),
    }),
  )

  it('is what the landing page fetches, with no chunk of the plain page', () => {
    const demo = built()
    const files = initialScripts(demo.outDir)
    expect(new Set(files)).toEqual(new Set(scriptsOfHtml(demo.outDir, 'index.html')))
    const plainEntry = scriptsOfHtml(demo.outDir, 'plain.html')[0]
    expect(plainEntry).toMatch(/^assets\/plain-/)
    expect(files).not.toContain(plainEntry)
  })

  it('is fetched by a page load in Chromium before the button is enabled', async () => {
    const demo = built()
    const site = await serveStatic(demo.outDir)
    const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
    try {
      const run = await measurePage(browser, site.url, { open: false })
      expect(() => assertLoaded([run], initialScripts(demo.outDir))).not.toThrow()
    } finally {
      await browser.close()
      await site.close()
    }
  }, 120_000)
})
