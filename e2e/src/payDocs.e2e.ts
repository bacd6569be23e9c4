import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { docFile, readDocFiles } from '@portico/scripts'
import { e2eOutputDir, newPage, screenshot } from '@portico/test'
import { getFreePort } from '@portico/test/devnet'
import reactPlugin from '@vitejs/plugin-react'
import type { Hono } from 'hono'
import { build, defaultClientConditions, preview } from 'vite'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { tokenBalance } from './send/erc20'
import { view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'

const PAGE = 'site/pages/features/pay.md'
const browser = useBrowser()
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
const gateway = stack.urls.gateway
if (!devnet || !gateway || !stack.urls.exchange)
  throw new Error('the stack must run devnet 31337, the gateway and the exchange sandbox')
/** The shop's till the page names. */
const SHOP = '0xc0ffee254729296a45a3885639AC7E10F9d54979'

const closers: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const close of closers.reverse()) await close()
})

/**
 * The page's two files as written, pointed at this run's stack: the dev stack's gateway and
 * devnet addresses the page names are replaced by the e2e stack's (its ports differ).
 */
function pageFiles() {
  const files = readDocFiles(PAGE)
  const urls = {
    "'http://127.0.0.1:8787'": `'${gateway}'`,
    "'http://127.0.0.1:8545'": `'${devnet?.rpcUrl}'`,
  }
  return {
    app: docFile(files, PAGE, 'src/App.tsx', { "'http://127.0.0.1:8787'": `'${gateway}'` }),
    server: docFile(files, PAGE, 'server.ts', urls),
  }
}

/**
 * The page's shop as a site would ship it: its App built by Vite into one page (an entry that
 * renders `App`, as any React app's does), served by `vite preview`, which hands `/orders/…` to
 * the page's server (its Hono app, listening on its own port).
 */
async function startShop(dir: string, app: string, serverUrl: string) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  )
  writeFileSync(
    join(dir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client'\nimport { App } from './App'\n\ncreateRoot(document.getElementById('root') as HTMLElement).render(<App />)\n",
  )
  writeFileSync(join(dir, 'src/App.tsx'), app)
  // In this repository the packages resolve to their sources (the portico-source condition),
  // as the demo's build does; an installed app gets their published builds.
  const resolve = { conditions: ['portico-source', ...defaultClientConditions] }
  await build({ root: dir, configFile: false, logLevel: 'warn', plugins: [reactPlugin()], resolve })
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    preview: {
      host: '127.0.0.1',
      port: await getFreePort(),
      strictPort: true,
      proxy: { '/orders': serverUrl },
    },
  })
  closers.push(() => server.close())
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return url
}

/** The page's server module, imported as written, its app listening on a free port. */
async function startServer(dir: string, code: string) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'server.ts')
  writeFileSync(file, code)
  const module = (await import(/* @vite-ignore */ file)) as { default: Hono }
  const listening = serve({ fetch: module.default.fetch, hostname: '127.0.0.1', port: 0 })
  closers.push(() => new Promise((resolve) => listening.close(resolve)))
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
}

describe('the "Take payments" page, run as written', { timeout: 180_000 }, () => {
  it('its shop takes 12.5 tUSDT through the sandbox exchange, and its server verifies the payment the page posts', async () => {
    if (!devnet) return
    const tusdt = devnet.tokens.tetherStyle.address
    const { app, server } = pageFiles()
    // The page names the devnet's tUSDT by its address: still the stack's.
    expect(app.toLowerCase()).toContain(`'${tusdt.toLowerCase()}'`)
    expect(server.toLowerCase()).toContain(`'${tusdt.toLowerCase()}'`)
    const dir = join(e2eOutputDir, 'pay-docs')
    const serverUrl = await startServer(join(dir, 'server'), server)
    const shopUrl = await startShop(join(dir, 'shop'), app, serverUrl)

    const opened = await newPage(browser(), { context: { reducedMotion: 'reduce' } })
    closers.push(() => opened.close())
    const { page } = opened
    await page.goto(shopUrl)
    const before = await tokenBalance(devnet.rpcUrl, tusdt, SHOP)
    await page.getByRole('button', { name: 'Pay 12.5 tUSDT' }).click()
    await view(page, 'Pay').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('portico-pay-amount').textContent()).toContain('12.5')

    const [exchange] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('portico-pay-exchange-sandbox').click(),
    ])
    await exchange.getByTestId('exchange-email').fill('ada@exchange.test')
    await exchange.getByTestId('exchange-password').fill('ada-exchange-password')
    await exchange.getByTestId('exchange-sign-in-submit').click()
    await exchange.getByTestId('exchange-confirm').click()
    await exchange.getByText('Payment sent').waitFor({ timeout: 60_000 })
    await exchange.close()

    // pay() resolves once the Pay view saw it on chain; the page then posts it to its server.
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/orders/order-42/paid'),
      {
        timeout: 90_000,
      },
    )
    await page.getByTestId('portico-pay-success').waitFor({ timeout: 90_000 })
    await screenshot(page, 'pay-docs-success')
    await page.getByTestId('portico-pay-done').click()
    const answer = await posted
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { paid: boolean; txHash: string; amount: string }
    expect(body).toMatchObject({ paid: true, amount: '12.5' })
    expect(body.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await tokenBalance(devnet.rpcUrl, tusdt, SHOP)) - before).toBe(12_500_000n)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(opened.errors).toEqual([])
  })
})
