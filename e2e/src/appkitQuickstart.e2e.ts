import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoEnv, type Service, startViteApp } from '@portico/scripts'
import { getFreePort, installInjectedWallet, newPage } from '@portico/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'

const appDir = fileURLToPath(new URL('../../apps/appkit-quickstart', import.meta.url))
const browser = useBrowser()
const text = (page: Page, testId: string) => () => page.getByTestId(testId).textContent()

let app: Service | undefined
let appUrl = ''
let outDir = ''

// The quick-start app is not part of the stack: it is built and served here, on a free port,
// with the stack's endpoints as the demo gets them.
beforeAll(async () => {
  const stack = inject('stack')
  const port = await getFreePort()
  outDir = mkdtempSync(join(tmpdir(), 'portico-appkit-quickstart-'))
  const lines: string[] = []
  app = await startViteApp({
    name: 'appkit-quickstart',
    appDir,
    host: '127.0.0.1',
    port,
    mode: 'preview',
    outDir,
    env: { ...process.env, ...demoEnv(stack), PORTICO_APPKIT_QUICKSTART_PORT: String(port) },
    log: (_service, line) => lines.push(line),
    timeoutMs: 90_000,
  }).catch((error: unknown) => {
    throw new Error(`the quick-start app did not start:\n${lines.join('\n')}`, { cause: error })
  })
  appUrl = `http://127.0.0.1:${port}/`
}, 180_000)

afterAll(async () => {
  await app?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe("AppKit's React + wagmi quick start with the package names changed", () => {
  it('connects with <appkit-button>, signs in (DefaultSIWX), switches network through useAppKit; wagmi sees the same', async () => {
    const stack = inject('stack')
    const [devnetA, devnetB] = stack.chains
    if (!devnetA || !devnetB) throw new Error('the stack runs two devnets')
    const { page, blocked, errors, close } = await newPage(browser(), {
      context: { reducedMotion: 'reduce' },
    })
    try {
      const wallet = await installInjectedWallet(page, {
        chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      })
      await page.goto(appUrl)

      await page.locator('appkit-button').getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await view(page, 'SIWXSignMessage').waitFor()
      await page.getByTestId('portico-siwx-sign').click()
      await expect.poll(() => view(page, 'SIWXSignMessage').count()).toBe(0)
      await expect.poll(text(page, 'open')).toBe('false')

      // useAppKitAccount, useWalletInfo, useAppKitNetwork, and wagmi's own hooks agree.
      await expect.poll(text(page, 'address')).toBe(wallet.address)
      expect(await text(page, 'connected')()).toBe('true')
      expect(await text(page, 'status')()).toBe('connected')
      expect(await text(page, 'wallet-name')()).toBe('Portico Test Wallet')
      expect(await text(page, 'chain-id')()).toBe(String(devnetA.chainId))
      await expect.poll(text(page, 'wagmi-address')).toBe(wallet.address)
      await expect.poll(text(page, 'wagmi-chain')).toBe(String(devnetA.chainId))
      await page.locator('appkit-button').getByTestId('portico-account-button').waitFor()

      // The session DefaultSIWX verified is kept in the page.
      const sessions = await page.evaluate(() => localStorage.getItem('@portico/siwx_sessions'))
      expect(JSON.parse(sessions ?? '[]')).toMatchObject([
        { data: { accountAddress: wallet.address, chainId: `eip155:${devnetA.chainId}` } },
      ])

      // useAppKit().open({ view: 'Networks' }) → pick devnet B: the wallet switches.
      await page.getByRole('button', { name: 'Open Networks' }).click()
      await view(page, 'Networks').waitFor()
      await page.getByTestId(`portico-network-eip155:${devnetB.chainId}`).click()
      await expect.poll(text(page, 'chain-id')).toBe(String(devnetB.chainId))
      expect(wallet.chainId).toBe(devnetB.chainId)
      await expect.poll(text(page, 'selected-network')).toBe(`eip155:${devnetB.chainId}`)
      await expect.poll(text(page, 'wagmi-chain')).toBe(String(devnetB.chainId))
      await expect
        .poll(() =>
          page.locator('appkit-network-button').getByTestId('portico-network-button').textContent(),
        )
        .toContain(devnetB.name)

      // useDisconnect.
      if ((await text(page, 'open')()) === 'true') await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(text(page, 'connected')).toBe('false')
      await page.locator('appkit-button').getByTestId('portico-connect-button').waitFor()

      expect(errors).toEqual([])
      expect(blocked).toEqual([])
    } finally {
      await close()
    }
  })
})
