import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './launchBrowser'
import { newPage } from './newPage'
import { formatViolations, scanAccessibility } from './scanAccessibility'
import { serveHtml } from './serveHtml'

const shadowPage = `<!doctype html><html lang="en"><head><title>shadow</title></head><body>
<main><h1>Host page</h1><p>Fine content.</p></main>
<div id="host"></div>
<script>
  const root = document.getElementById('host').attachShadow({ mode: 'open' })
  root.innerHTML = '<div role="dialog" aria-label="Wallets"><button id="unnamed"><svg width="10" height="10"></svg></button></div>'
</script></body></html>`

describe('browser harness', () => {
  let browser: Browser
  let site: Awaited<ReturnType<typeof serveHtml>>

  beforeAll(async () => {
    ;[browser, site] = await Promise.all([
      launchBrowser(),
      serveHtml({
        '/': '<!doctype html><title>t</title><img src="https://example.com/x.png" alt="">',
        '/shadow': shadowPage,
      }),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('aborts and records requests that leave 127.0.0.1', async () => {
    const { page, blocked, close } = await newPage(browser)
    await page.goto(site.url)
    const fetched = await page.evaluate(() =>
      fetch('https://example.org/api').then(
        () => 'reached',
        () => 'failed',
      ),
    )
    expect(fetched).toBe('failed')
    expect(blocked).toEqual(['https://example.com/x.png', 'https://example.org/api'])
    await close()
  })

  it('gives a cross-site iframe (localhost inside 127.0.0.1) partitioned storage, as browsers do', async () => {
    const frameSite = await serveHtml({ '/': '<!doctype html><title>frame</title>' })
    const framed = await serveHtml({
      '/': `<!doctype html><title>page</title><iframe src="${frameSite.url.replace('127.0.0.1', 'localhost')}"></iframe>`,
    })
    const { page, close } = await newPage(browser)
    await page.goto(framed.url)
    const frame = page.frames().find((f) => f.url().startsWith('http://localhost:'))
    await frame?.waitForLoadState()
    const stored = await frame?.evaluate(() => {
      localStorage.setItem('k', 'v')
      return localStorage.getItem('k')
    })
    expect(stored).toBe('v')
    await close()
    await Promise.all([frameSite.close(), framed.close()])
  })

  it('can pretend to be online', async () => {
    const { page, close } = await newPage(browser, { forceOnline: true })
    await page.goto(site.url)
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    await close()
  })

  it('finds serious accessibility violations inside an open shadow root', async () => {
    const { page, close } = await newPage(browser)
    await page.goto(`${site.url}shadow`)
    const all = await scanAccessibility(page)
    expect(all.map((violation) => violation.id)).toEqual(['button-name'])
    expect(formatViolations(all)).toContain('#unnamed')
    const scoped = await scanAccessibility(page, { shadow: ['#host', '[role="dialog"]'] })
    expect(scoped.map((violation) => violation.id)).toEqual(['button-name'])
    expect(await scanAccessibility(page, { include: 'main' })).toEqual([])
    await close()
  })
})
