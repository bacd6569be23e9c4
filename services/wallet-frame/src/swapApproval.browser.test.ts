import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowser, newPage, screenshot, type TestPage } from '@portico/test'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { deployUniswapV2 } from '@portico/test/devnet/deployUniswapV2'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import type { UniswapV2Devnet } from '@portico/test/devnet/uniswapV2'
import { uniswapV2RouterAbi } from '@portico/test/devnet/uniswapV2RouterAbi'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import type { Browser } from 'playwright-core'
import { encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { startTestMailCatcher } from './testing/createTestService'
import { driveHostPage } from './testing/driveHostPage'
import { hostPage } from './testing/hostPage'
import { servePages } from './testing/servePages'
import { serveProjectOrigins } from './testing/serveProjectOrigins'
import { swapContractNames } from './testing/swapContractNames'

// The kit's swap as the embedded wallet shows it on a phone: the frame 390 px wide, as in the
// kit's modal on a small screen. Screenshots: e2e/output/wallet-frame-approval-swap-*.png (both
// themes, the call data opened, and a swap paying out to someone else).

const PHONE = { width: 390, height: 600 }
const STRANGER: Hex = '0x1111111111111111111111111111111111111111'

let mail: MailCatcher
let anvil: Anvil
let tokens: DeployedTestTokens
let uniswap: UniswapV2Devnet
let frame: RunningWalletFrame
let browser: Browser
let site: Awaited<ReturnType<typeof servePages>>
let gateway: Awaited<ReturnType<typeof servePages>>
let host: TestPage
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-swap-'))
// The router's swap of ETH for PTT (7.10685 at the least), paying out to `to`.
const swapFor = (to: Hex) =>
  encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [
      7_106_850_000_000_000_000n,
      [uniswap.weth, tokens.erc20.address],
      to,
      BigInt(Math.floor(Date.now() / 1000) + 20 * 60),
    ],
  })

beforeAll(async () => {
  ;[mail, anvil] = await Promise.all([startTestMailCatcher(), startAnvil({ chainId: 31337 })])
  tokens = await deployTestTokens(anvil.rpcUrl)
  uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
  site = await servePages()
  gateway = await serveProjectOrigins([site.origin])
  frame = await startWalletFrame({
    port: 0,
    dataDir,
    gatewayUrl: gateway.url,
    smtp: { port: mail.smtpPort },
    chains: [
      {
        chainId: 31337,
        name: 'Portico Devnet A',
        rpcUrl: anvil.rpcUrl,
        contracts: swapContractNames(uniswap, tokens),
      },
    ],
    allowLoopbackOrigins: false,
  })
  const src = `${frame.url}/frame?projectId=demo&chainId=31337&version=4&enableLogger=false`
  site.pages.set('/', { type: 'text/html; charset=utf-8', body: hostPage(src, PHONE) })
  browser = await launchBrowser()
  host = await newPage(browser)
  await host.page.setViewportSize({ width: PHONE.width + 40, height: PHONE.height + 40 })
}, 120_000)

afterAll(async () => {
  // The page and browser first, then what served them.
  await host?.close()
  await browser?.close()
  await Promise.all([frame?.close(), site?.close(), gateway?.close(), mail?.stop(), anvil?.stop()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a swap in the frame’s approval view, 390 px wide', () => {
  it('reads as a sentence with its amounts, the router named, the bytes collapsed, in both themes', {
    timeout: 120_000,
  }, async () => {
    const { messages, send, request, walletFrame } = driveHostPage(host.page, frame.url)
    await host.page.goto(site.url)
    await expect
      .poll(async () => (await messages()).map((m) => m.data.type), { timeout: 20_000 })
      .toContain('@portico-frame/READY')
    await request('SYNC_DAPP_DATA', {
      metadata: { name: 'Portico Demo', description: '', url: site.origin, icons: [] },
      sdkVersion: '0.1.0',
      sdkType: 'portico',
      projectId: 'demo',
    })
    const email = 'swap@example.com'
    await request('CONNECT_EMAIL', { email })
    await request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, new Set())) })
    // Self custody: the key is made once the visitor chose a recovery password in the frame.
    const creating = request('UNLOCK_KEY')
    const password = walletFrame().getByTestId('portico-frame-recovery-password')
    await password.waitFor({ timeout: 20_000 })
    await password.fill('a long recovery password')
    await walletFrame()
      .getByTestId('portico-frame-recovery-confirm')
      .fill('a long recovery password')
    await walletFrame().getByTestId('portico-frame-recovery-submit').click()
    expect(await creating).toMatchObject({ type: '@portico-frame/UNLOCK_KEY_SUCCESS' })
    const address = String((await request('GET_USER', {})).payload?.address) as Hex
    const data = swapFor(address)
    for (const mode of ['light', 'dark'] as const) {
      await request('SYNC_THEME', { themeMode: mode })
      const id = `swap-${mode}`
      await send({
        id,
        type: '@portico-app/RPC_REQUEST',
        payload: {
          method: 'eth_sendTransaction',
          params: [{ from: address, to: uniswap.router, value: '0xaa87bee538000', data }],
        },
      })
      const summary = walletFrame().getByTestId('portico-frame-approval-summary')
      await expect
        .poll(() => summary.textContent(), { timeout: 20_000 })
        .toBe('Swap 0.003 ETH for at least 7.10685 PTT')
      const view = walletFrame().getByTestId('portico-frame-approval')
      expect(await view.textContent()).toContain(`Uniswap V2 router · ${uniswap.router}`)
      const raw = walletFrame().getByTestId('portico-frame-approval-data')
      expect(await raw.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false)
      // Nothing wider than the phone: no sideways scrolling in the frame.
      expect(
        await walletFrame().evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width)
      await expect
        .poll(() => walletFrame().getByTestId('portico-frame-approve').isEnabled())
        .toBe(true)
      await screenshot(host.page.locator('#wallet'), `wallet-frame-approval-swap-${mode}`)
      if (mode === 'light') {
        await raw.locator('summary').click()
        await raw.locator('pre').scrollIntoViewIfNeeded()
        await screenshot(host.page.locator('#wallet'), 'wallet-frame-approval-swap-data')
      }
      await walletFrame().getByTestId('portico-frame-decline').click()
      await expect
        .poll(async () => (await messages()).find((m) => m.data.id === id)?.data.type)
        .toBe('@portico-frame/RPC_REQUEST_ERROR')
    }
    // A swap that pays out to someone else: the sentence names them and a warning says so.
    const elsewhere = swapFor(STRANGER)
    await send({
      id: 'swap-elsewhere',
      type: '@portico-app/RPC_REQUEST',
      payload: {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: uniswap.router, value: '0xaa87bee538000', data: elsewhere }],
      },
    })
    const warning = walletFrame().getByTestId('portico-frame-approval-warning')
    await expect
      .poll(() => warning.textContent(), { timeout: 20_000 })
      .toBe(`The PTT bought go to ${STRANGER} — not your wallet.`)
    await expect
      .poll(() => walletFrame().getByTestId('portico-frame-approve').isEnabled())
      .toBe(true)
    await screenshot(host.page.locator('#wallet'), 'wallet-frame-approval-swap-elsewhere')
    await walletFrame().getByTestId('portico-frame-decline').click()
    expect(host.errors).toEqual([])
  })
})
