import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newPage, screenshot } from '@portico/test'
import { getFreePort } from '@portico/test/devnet'
import type { Page } from 'playwright-core'
import { preview } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildAndPack } from './consumer/buildAndPack'
import { ETHERS5_ADAPTER, withoutTarball } from './consumer/ethersTarballs'
import { installApp } from './consumer/installApp'
import { nextApp } from './consumer/nextApp'
import { quickStartFor } from './consumer/readQuickStart'
import { runCommand } from './consumer/runCommand'
import { startNext } from './consumer/startNext'
import { viteApp } from './consumer/viteApp'
import { useBrowser } from './setup/useBrowser'

// Portico as a web developer gets it: the packed tarballs installed into fresh apps in a
// temporary folder outside this workspace, third-party packages from the registry.
const INSTALL_TIMEOUT_MS = 300_000

/** Clicks Connect and waits for the modal's wallet list: the catalogue came from the gateway. */
async function openConnect(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').click()
  await page.getByTestId('portico-view-Connect').waitFor()
  await page.locator('portico-modal .portico-wallet-list').first().waitFor()
}

describe('Portico installed from its tarballs into apps outside the repo', () => {
  const browser = useBrowser()
  const stack = inject('stack')
  const work = mkdtempSync(join(tmpdir(), 'portico-consumer-'))
  let tarballs = new Map<string, string>()

  beforeAll(async () => {
    tarballs = await buildAndPack(join(work, 'packs'))
  }, INSTALL_TIMEOUT_MS)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it(
    'Vite + React: the README quick start type-checks (strict), builds, and its Connect opens the modal with no page error',
    async () => {
      const gateway = stack.urls.gateway
      const relay = stack.urls.relay
      if (!gateway || !relay) throw new Error('the e2e stack runs without the gateway or relay')
      const dir = join(work, 'vite-app')
      await installApp(dir, viteApp({ tarballs, main: quickStartFor({ gateway, relay }) }))

      await runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], {
        cwd: dir,
      })
      // Our own declarations are checked too (third-party ones need @types/node, so only ours).
      const libCheck = await runCommand(
        process.execPath,
        ['node_modules/typescript/bin/tsc', '-p', '.', '--skipLibCheck', 'false'],
        { cwd: dir },
      ).catch((error: Error) => error.message)
      expect(
        libCheck.split('\n').filter((line) => line.includes('node_modules/@portico/')),
      ).toEqual([])
      await runCommand(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: dir })

      const server = await preview({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        preview: { host: '127.0.0.1', port: await getFreePort(), strictPort: true },
      })
      const url = server.resolvedUrls?.local[0]
      if (!url) throw new Error('vite preview did not report its URL')
      const { page, errors, blocked, close } = await newPage(browser())
      try {
        await page.goto(url)
        await openConnect(page)
        expect(await page.getByRole('dialog').count()).toBe(1)
        await screenshot(page, 'consumer-vite-connect')
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
        await server.close()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Node: every entry of every package imports from dist/, and the provider with the buttons renders to a string',
    async () => {
      const dir = join(work, 'vite-app')
      const output = await runCommand(process.execPath, ['ssr.mjs'], { cwd: dir })
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        imported: { specifier: string; exports: number }[]
        html: string
      }
      const specifiers = result.imported.map((entry) => entry.specifier)
      for (const name of withoutTarball(tarballs, ETHERS5_ADAPTER).keys()) {
        expect(specifiers).toContain(name)
      }
      expect(specifiers).toContain('@portico/siwx-server')
      expect(specifiers).toContain('@portico/siwx-server/verify')
      expect(specifiers).toContain('@portico/common/schemas/api')
      for (const entry of result.imported) expect(entry.exports, entry.specifier).toBeGreaterThan(0)
      expect(result.html.match(/<portico-kit/g)?.length).toBe(2)
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Next.js app router: the page renders on the server and hydrates in Chromium with no hydration warning',
    async () => {
      const gateway = stack.urls.gateway
      if (!gateway) throw new Error('the e2e stack runs without the gateway')
      const dir = join(work, 'next-app')
      await installApp(dir, nextApp({ tarballs, gateway }))
      await runCommand(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: dir,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      })
      const next = await startNext(dir)
      const { page, errors, blocked, close } = await newPage(browser())
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      try {
        const response = await page.goto(next.url)
        const served = (await response?.text()) ?? ''
        expect(served).toContain('Next.js with Portico')
        expect(served.match(/<portico-kit/g)?.length).toBe(2)
        await openConnect(page)
        await screenshot(page, 'consumer-next-connect')
        expect([...errors, ...warnings].filter((text) => /hydrat/i.test(text))).toEqual([])
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
        await next.stop()
      }
    },
    INSTALL_TIMEOUT_MS,
  )
})
