import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '@portico/test'
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildProductionSite } from './buildProductionSite'
import { buttonCentre } from './buttonCentre'
import { inPageSource } from './inPageSource'
import { PORTICO_UI } from './kitUi'
import { LOOPBACK_ONLY } from './loopbackOnly'
import { measureClick } from './measureClick'
import { measurePage } from './measurePage'
import { pageProbe } from './pageProbe'
import { serveStatic } from './serveStatic'
import { useBuiltOnce } from './useBuiltOnce'
import { waitInPage } from './waitInPage'

const scenario = join(resolve(dirname(fileURLToPath(import.meta.url))), 'scenarios/wagmi-portico')

// The consumer bench's kit page (wagmi + Portico), built and opened the way the bench opens it:
// what the page fetched up to the click is what opening the modal costs a visitor.
describe('what a page fetches and does to open the modal', () => {
  const built = useBuiltOnce('open', (work) =>
    buildProductionSite({ root: scenario, outDir: join(work, 'site') }),
  )

  /** Serves the built page and starts a browser that reaches loopback only; both close after `body`. */
  async function withServedSite(body: (browser: Browser, url: string) => Promise<void>) {
    const server = await serveStatic(built().outDir)
    const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
    try {
      await body(browser, server.url)
    } finally {
      await browser.close()
      await server.close()
    }
  }

  // Classic zod gives every schema some sixty methods of its own and sets up its English
  // messages on import: about 270 KiB of heap the kit's schemas (zod/mini) do without. A module
  // of schemas is built whole when it loads, so the gateway's query schemas live apart from the
  // answers' (about 50 KiB of heap for the wallet list's alone), as do answers no page reads.
  // Sending's code (core's send actions) waits for the first send, and the account's history
  // and balances for a connection; the wagmi adapter sends with plain wallet requests, never
  // with viem's transaction preparation.
  it('holds no classic zod, no gateway query schema, no sending code and no account data code', async () => {
    await withServedSite(async (browser, url) => {
      const run = await measurePage(browser, url, { open: true })
      const fetched = run.scriptsBeforeClick ?? []
      expect(fetched.some((path) => /\/Modal-[^/]*\.js$/.test(path))).toBe(true)
      const modules = fetched.flatMap(
        (path) => built().moduleIds.get(path.replace(/^\//, '')) ?? [],
      )
      expect(modules.length).toBeGreaterThan(100)
      expect(modules.filter((id) => /[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(id))).toEqual([])
      expect(modules.some((id) => /[\\/]zod[\\/]v4[\\/]mini[\\/]/.test(id))).toBe(true)
      expect(modules.some((id) => /[\\/]schemas[\\/]api[\\/]wallets\.[jt]s$/.test(id))).toBe(true)
      // The query schemas extend primitives' sdkQuerySchema; the wallet list's answer needs none.
      // projectSettings holds answers only the gateway serves.
      const querySchemas = /[\\/]schemas[\\/]api[\\/](\w+Query|primitives|projectSettings)\.[jt]s$/
      expect(modules.filter((id) => querySchemas.test(id))).toEqual([])
      const sending = /[\\/]viem[\\/]_esm[\\/]actions[\\/]wallet[\\/]prepareTransactionRequest\.js$/
      expect(modules.filter((id) => sending.test(id))).toEqual([])
      expect(
        modules.filter((id) =>
          /[\\/]core[\\/]\w+[\\/](actions[\\/]sendToken|flows[\\/]sendTokenFlow|queries[\\/]loadHistoryPage)\./.test(
            id,
          ),
        ),
      ).toEqual([])
      // Pay is off here (features.pay, the default): of Pay only the views' lazy wrappers, which
      // name the chunks pay() would load, and the instance's note of the pay client it loaded (a
      // WeakMap the getters read) are in this code; no payment code, no schema.
      const payModules = modules.filter((id) => /[\\/]pay[\\/]/.test(id))
      expect(payModules.some((id) => /[\\/]LazyPayView\.[jt]sx?$/.test(id))).toBe(true)
      const notes = /[\\/](Lazy\w+|loadedPayClients)\.[jt]sx?$/
      expect(payModules.filter((id) => !notes.test(id))).toEqual([])
      expect(modules.filter((id) => /[\\/]schemas[\\/]api[\\/]pay\.[jt]s$/.test(id))).toEqual([])
    })
  }, 120_000)

  // A site's bundler gives every combination of lazy roots that share a module a file of its
  // own: the started client's code (core's deferred actions, remote-data rules and the query
  // library, the client's started methods) and the wagmi adapter's (discovery and every wallet
  // action) each come as one root, so that what they share stays in their
  // files rather than in a dozen small ones fetched beside them.
  it("fetches the started client's code and the adapter's each as one file", async () => {
    await withServedSite(async (browser, url) => {
      const run = await measurePage(browser, url, { open: true })
      const fetched = (run.scriptsBeforeClick ?? []).map((path) => path.replace(/^\//, ''))
      const fileOf = (module: RegExp) =>
        fetched.filter((file) => (built().moduleIds.get(file) ?? []).some((id) => module.test(id)))
      const started = fileOf(/[\\/]core[\\/]src[\\/]actions[\\/]deferredActions\.ts$/)
      expect(started).toHaveLength(1)
      expect(fileOf(/[\\/]core[\\/]src[\\/]queries[\\/]apiRules\.ts$/)).toEqual(started)
      expect(fileOf(/[\\/]@tanstack[\\/]query-core[\\/].*[\\/]queryClient\.js$/)).toEqual(started)
      expect(fileOf(/[\\/]core[\\/]src[\\/]client[\\/]createStartedCalls\.ts$/)).toEqual(started)
      const adapter = fileOf(/[\\/]adapter-wagmi[\\/]src[\\/]setup[\\/]createWalletActions\.ts$/)
      expect(adapter).toHaveLength(1)
      expect(fileOf(/[\\/]adapter-wagmi[\\/]src[\\/]setup[\\/]watchWallets\.ts$/)).toEqual(adapter)
    })
  }, 120_000)

  // Opening only reveals the dialog: its styles were adopted and a copy of it laid out while
  // the page was idle. A sheet adopted by the click restyles the whole shadow root, and the
  // page's first layout of the dialog costs several milliseconds more than a later one.
  it("adopts the pre-rendered dialog's styles and lays a copy of it out before the click", async () => {
    await withServedSite(async (browser, url) => {
      const context = await browser.newContext()
      await context.addInitScript({ content: inPageSource(pageProbe, PORTICO_UI.button) })
      // Counts boxes read from inert, unseen copies: the warm-up's layout.
      await context.addInitScript({
        content: `(() => {
          const read = Element.prototype.getBoundingClientRect
          window.__warmUps = 0
          Element.prototype.getBoundingClientRect = function () {
            if (this.inert && this.style.visibility === 'hidden' && this.querySelector('[role="dialog"]')) window.__warmUps++
            return read.call(this)
          }
        })()`,
      })
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'load' })
      await waitInPage(page, 'window.__bench.buttonEnabledAt !== undefined')
      const centre = (await page.evaluate(inPageSource(buttonCentre, PORTICO_UI.button))) as {
        x: number
        y: number
      }
      await page.mouse.move(centre.x, centre.y)
      await waitInPage(page, 'window.__warmUps > 0', { timeoutMs: 20_000 })
      const sheetsOf = `[...document.querySelector('portico-modal').shadowRoot.adoptedStyleSheets]`
      await page.evaluate(`window.__sheetsBefore = ${sheetsOf}`)
      const ms = await page.evaluate(
        inPageSource(measureClick, {
          button: PORTICO_UI.button,
          walletEntry: PORTICO_UI.walletEntry,
        }),
      )
      expect(ms).toBeGreaterThan(0)
      const adoptedByClick = await page.evaluate(
        `${sheetsOf}.filter((sheet) => !window.__sheetsBefore.includes(sheet)).length`,
      )
      expect(adoptedByClick).toBe(0)
      expect(await page.evaluate('window.__warmUps')).toBe(1)
    })
  }, 120_000)
})
