import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { forceOnlineScript } from './forceOnlineScript'

/**
 * Options of {@link newPage}.
 * @example
 * const options: NewPageOptions = { forceOnline: true, context: { colorScheme: 'light' } }
 */
export type NewPageOptions = {
  /** Abort every request to a host other than 127.0.0.1 / localhost (default true). */
  blockExternal?: boolean
  /** Make `navigator.onLine` report true (see {@link forceOnlineScript}); default false. */
  forceOnline?: boolean
  /** Collect `console.error` messages and uncaught page errors (default true). */
  collectErrors?: boolean
  context?: BrowserContextOptions
}

/**
 * A fresh page in its own context, and what it tried to do.
 * @example
 * const { page, blocked, errors, close }: TestPage = await newPage(browser)
 */
export type TestPage = {
  page: Page
  context: BrowserContext
  /** URLs aborted because they were not local. */
  blocked: string[]
  /** `console.error` texts and uncaught exceptions, in order. */
  errors: string[]
  close: () => Promise<void>
}

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Opens a page in a new browser context (own storage) that, by default, may only talk to
 * 127.0.0.1 / localhost: anything else is aborted and recorded in `blocked`.
 *
 * @example
 * const { page, blocked } = await newPage(browser)
 * await page.goto('http://127.0.0.1:5173')
 * expect(blocked).toEqual([])
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...options.context,
  })
  const blocked: string[] = []
  const errors: string[] = []
  if (options.blockExternal ?? true) {
    await context.route(
      (url) =>
        !['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || !localHosts.has(url.hostname),
      (route) => {
        const url = route.request().url()
        // data: and blob: URLs never leave the page.
        if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
        blocked.push(url)
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (url) => !localHosts.has(url.hostname),
      (socket) => {
        blocked.push(socket.url())
        return socket.close({ code: 1008, reason: 'blocked: not local' })
      },
    )
  }
  if (options.forceOnline) await context.addInitScript(forceOnlineScript)
  const page = await context.newPage()
  if (options.collectErrors ?? true) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  }
  return { page, context, blocked, errors, close: () => context.close() }
}
