import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilAccounts, launchBrowser } from '@portico/test'
import { runCommand } from '@portico/test/services/runCommand'
import { codeOf, nextMail } from '@portico/wallet-frame-dev'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { describeRehearsalState } from './production/describeRehearsalState'
import { openRehearsalPage } from './production/openRehearsalPage'
import { readMetric } from './production/readMetric'
import { rehearsalBrowserArgs } from './production/rehearsalHosts'
import { relayRoundTrip } from './production/relayRoundTrip'
import { type Rehearsal, startRehearsal } from './production/startRehearsal'
import { walletFrame } from './setup/embeddedWalletPage'
import { dialog, view } from './setup/modalLocators'
import { protectNewWallet } from './setup/protectNewWallet'

// Portico deployed as a team would run it, from the packages: the service programs installed by
// name from a registry into a folder outside the repository, two nodes of each in production
// mode on PostgreSQL and Redis, nginx with TLS in front, the demo's production build served by
// nginx, and Chromium over https. Each flow loses a node of the service it uses half-way.
const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('the stack must run devnet 31337')
const SIWX_ACCOUNT = 9

let work = ''
let rehearsal: Rehearsal
let browser: Browser
const live = () => {
  if (!rehearsal) throw new Error('the rehearsal did not start')
  return rehearsal
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portico-production-'))
  rehearsal = await startRehearsal(work, stack)
  browser = await launchBrowser({ args: rehearsalBrowserArgs(rehearsal.ca.spki) })
}, 900_000)

afterAll(async () => {
  await browser?.close()
  await rehearsal?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
}, 180_000)

describe('the production rehearsal: installed programs, two nodes each, nginx with TLS', () => {
  it('the installed programs answer --version, --help and --check-config', async () => {
    const { bins } = live()
    for (const bin of Object.values(bins)) {
      expect(await runCommand(bin, ['--version'], { cwd: work })).toMatch(/^\d+\.\d+\.\d+/)
      expect(await runCommand(bin, ['--help'], { cwd: work })).toContain('--check-config')
    }
    // A config that would run in development is refused in production, every problem at once.
    const refused = await runCommand(bins.gateway, ['--check-config'], {
      cwd: work,
      env: { PORTICO_PRODUCTION: 'true', PORTICO_GATEWAY_HOST: '0.0.0.0' },
    }).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(refused).toContain('publicUrl')
    expect(refused).toContain('metricsToken')
  })

  it('serves the demo and the services over https only through nginx; /metrics stays private', async () => {
    const { page, close } = await openRehearsalPage(browser, live(), '/')
    try {
      await page.getByTestId('portico-connect-button').waitFor()
      expect(page.url()).toMatch(/^https:\/\/app\.portico\.test:\d+\/$/)
      // The nodes' metrics are for the operator's scraper, not for the internet.
      const metrics = await page.goto(`${live().urls.gateway}/metrics`)
      expect(metrics?.status()).toBe(404)
      const health = await page.goto(`${live().urls.gateway}/health/ready`)
      expect(health?.status()).toBe(200)
    } finally {
      await close()
    }
  })

  it('a wallet connects and signs in (SIWX) while a gateway node dies', async () => {
    const privateKey = anvilAccounts[SIWX_ACCOUNT]?.privateKey
    if (!privateKey) throw new Error('no anvil account for sign-in')
    const { page, wallet, close } = await openRehearsalPage(browser, live(), '/?siwx=1', {
      privateKey,
    })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await view(page, 'SIWXSignMessage').waitFor()
      // The nonce came from one gateway node; the signature is checked by whichever is left.
      await live().nodes.gateway[0]?.kill()
      await page.getByTestId('portico-siwx-sign').click()
      await expect.poll(() => dialog(page).count(), { timeout: 20_000 }).toBe(0)
      await expect
        .poll(() => page.getByTestId('demo-siwx-address').textContent(), { timeout: 20_000 })
        .toBe(wallet?.address)
    } finally {
      await close()
    }
  })

  it('sends ether from the Account view; the surviving gateway indexes it', async () => {
    const funded = await fundFreshWallet(devnet, { ether: '2', tokens: '1' })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { page, close } = await openRehearsalPage(browser, live(), '/', {
      privateKey: funded.privateKey,
    })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent(), {
          timeout: 20_000,
        })
        .toMatch(/ETH/)
      await page.getByTestId('portico-wallet-feature-send').click()
      await view(page, 'WalletSend').waitFor()
      await expect.poll(() => page.getByTestId('portico-send-token').textContent()).toContain('ETH')
      await page.getByTestId('portico-send-amount').fill('0.25')
      await page.getByTestId('portico-send-receiver').fill(receiver)
      await page.getByTestId('portico-send-preview').click()
      await view(page, 'WalletSendPreview').waitFor()
      await page.getByTestId('portico-send-confirm').click()
      await page.getByTestId('portico-send-sent').waitFor({ timeout: 20_000 })
      const client = createPublicClient({ transport: http(devnet.rpcUrl) })
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
      // Activity comes from the indexer, which the surviving gateway node took over.
      await page.getByTestId('portico-send-done').click()
      await view(page, 'Account').waitFor()
      await page.getByTestId('portico-tab-activity').click()
      await expect
        .poll(() => page.getByTestId('portico-activity-row').first().textContent(), {
          timeout: 30_000,
        })
        .toContain('0.25')
    } finally {
      await close()
    }
  })

  it('logs in by email while a wallet-frame node dies between the code being mailed and entered', async () => {
    const email = `rehearsal-${Date.now()}@example.com`
    const { page, close } = await openRehearsalPage(browser, live(), '/')
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByTestId('portico-email-input').fill(email)
      await page.getByTestId('portico-email-submit').click()
      await view(page, 'EmailVerifyOtp').waitFor()
      const code = codeOf(await nextMail(live().mail.webUrl, email, new Set()))
      await live().nodes.walletFrame[0]?.kill()
      await page.getByTestId('portico-email-otp-input').fill(code)
      // A new account: protected by the surviving node's frame before it connects.
      await protectNewWallet(page)
      await expect
        .poll(() => page.getByTestId('demo-status').textContent(), { timeout: 30_000 })
        .toBe('connected')
        .catch(async (error: unknown) => {
          const nodes = live().nodes.walletFrame
          const state = await describeRehearsalState(page, nodes, join(work, 'nginx'))
          throw new Error(`the code did not log in:\n${state}`, { cause: error })
        })
      // The key the frame rebuilt signs: the share came from the database the nodes share.
      await page.getByTestId('demo-sign').click()
      await walletFrame(page).getByTestId('portico-frame-approve').click()
      await expect
        .poll(() => page.getByTestId('demo-signature').textContent(), { timeout: 20_000 })
        .toMatch(/^0x[0-9a-f]+$/)
    } finally {
      await close()
    }
  })

  it('relays messages through nginx; messages a relay node acknowledged are delivered after that node dies', async () => {
    const { nodes, metricsToken } = live()
    const result = await relayRoundTrip(live(), async () => {
      // The node that stored them: it counted the publishes.
      const counts = await Promise.all(
        nodes.relay.map((node) =>
          readMetric(node.port, metricsToken, 'portico_relay_messages_published_total'),
        ),
      )
      const acknowledging = nodes.relay[counts.findIndex((count) => count > 0)]
      if (!acknowledging) throw new Error('no relay node counted the publishes')
      await acknowledging.kill()
    })
    expect(result.delivered).toEqual(result.published)
  })

  it('counts the traffic in each node’s Prometheus metrics', async () => {
    const { nodes, metricsToken } = live()
    const survivors = [nodes.gateway[1], nodes.walletFrame[1]]
    for (const node of survivors) {
      if (!node) throw new Error('a node is missing')
      const requests = await readMetric(
        node.port,
        metricsToken,
        'portico_http_request_duration_seconds_count',
      )
      expect(requests, node.name).toBeGreaterThan(0)
    }
  })
})

export type { Page }
