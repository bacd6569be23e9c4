import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchPageHtml } from './benchPage'
import { buildProductionSite } from './buildProductionSite'
import { initialScripts } from './initialScripts'

describe('the bench page shell', () => {
  it('loads the page script from a root element, with any extra head markup before the title', () => {
    const html = benchPageHtml({
      title: 'baseline',
      script: './main.tsx',
      head: '<meta name="color-scheme" content="dark light" />',
    })
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<script type="module" src="./main.tsx"></script>')
    expect(html.indexOf('color-scheme')).toBeLessThan(html.indexOf('<title>baseline</title>'))
    expect(benchPageHtml({ title: 'x', script: './main.ts' })).not.toContain('color-scheme')
  })

  it("is the page a folder's build serves, loading main.ts where the folder has no main.tsx", async () => {
    const work = mkdtempSync(join(tmpdir(), 'portico-bench-page-'))
    try {
      const site = await buildProductionSite({
        root: join(import.meta.dirname, 'scenarios/vue-baseline'),
        outDir: join(work, 'site'),
      })
      const html = readFileSync(join(site.outDir, 'index.html'), 'utf8')
      expect(html).toContain('<title>vue-baseline</title>')
      const [entry] = initialScripts(site.outDir)
      expect(html).toContain(`src="/${entry}"`)
      expect(
        site.moduleIds.get(entry ?? '')?.some((id) => id.endsWith('vue-baseline/main.ts')),
      ).toBe(true)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }, 120_000)
})
