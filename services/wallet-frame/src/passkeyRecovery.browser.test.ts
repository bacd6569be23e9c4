import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowser, newPage, screenshot, type TestPage } from '@portico/test'
import { codeOf, linkOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import Database from 'better-sqlite3'
import type { Browser } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { startTestMailCatcher } from './testing/createTestService'
import { driveHostPage } from './testing/driveHostPage'
import { hostPage } from './testing/hostPage'
import { keysRebuiltFromBackup } from './testing/keysRebuiltFromBackup'
import { servePages } from './testing/servePages'
import { serveProjectOrigins } from './testing/serveProjectOrigins'

let mail: MailCatcher
let frame: RunningWalletFrame
let frameOrigin: string
let browser: Browser
let host: TestPage
let site: Awaited<ReturnType<typeof servePages>>
let gateway: Awaited<ReturnType<typeof servePages>>
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-passkey-'))
const seen = new Set<string>()
const email = 'passkey@example.com'

// WebAuthn takes domain names only: the frame is served as http://localhost:<port>.
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// The page that embeds the frame; `send` posts a request without waiting for its answer.
const onHost = () => driveHostPage(host.page, frameOrigin)
const messages = () => onHost().messages()
const send = (name: string, payload?: unknown) => onHost().post(name, payload)
const answer = (id: string) => onHost().answer(id)
const request = (name: string, payload?: unknown) => onHost().request(name, payload)
const walletFrame = () => onHost().walletFrame()

// The page is on localhost too: a frame on another site than its page gets no storage in an
// incognito-like browser context (third-party storage blocked).
const siteUrl = () => site.url.replace('127.0.0.1', 'localhost')

async function openSite() {
  await host.page.goto(siteUrl())
  await expect
    .poll(async () => (await messages()).map((m) => m.data.type), { timeout: 20_000 })
    .toContain('@portico-frame/READY')
    .catch(async (error: unknown) => {
      const frames = host.page.frames().map((f) => f.url())
      const text = await host.page
        .frames()[1]
        ?.content()
        .catch(() => '')
      throw new Error(
        `no READY; frames ${frames.join(', ')}; ${text}; errors ${host.errors.join('\n')}; blocked ${host.blocked.join(',')}`,
        { cause: error },
      )
    })
}

beforeAll(async () => {
  mail = await startTestMailCatcher()
  site = await servePages()
  gateway = await serveProjectOrigins([site.origin.replace('127.0.0.1', 'localhost')])
  const port = await freePort()
  frameOrigin = `http://localhost:${port}`
  frame = await startWalletFrame({
    port,
    publicUrl: frameOrigin,
    dataDir,
    gatewayUrl: gateway.url,
    smtp: { port: mail.smtpPort },
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    // The second device logs in at once: no mail cooldown between the two logins.
    otp: { resendCooldownMs: 0 },
  })
  site.pages.set('/', {
    type: 'text/html; charset=utf-8',
    body: hostPage(
      `${frameOrigin}/frame?projectId=demo&chainId=31337&version=4&enableLogger=false`,
    ),
  })
  browser = await launchBrowser()
  host = await newPage(browser, { context: { viewport: { width: 420, height: 640 } } })
  // One authenticator for the whole tab, with the PRF extension (hmac-secret), as a phone or
  // a laptop's platform authenticator would offer.
  const cdp = await host.page.context().newCDPSession(host.page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
}, 60_000)

afterAll(async () => {
  await host?.close()
  await browser?.close()
  await frame?.close()
  await Promise.all([site?.close(), gateway?.close()])
  await mail?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a passkey protects recovery (Chromium, virtual authenticator with PRF)', () => {
  let address: string

  it('makes a new wallet protected by a passkey created in the frame, before it has a key', async () => {
    await openSite()
    await request('CONNECT_EMAIL', { email })
    expect(
      await request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, seen)) }),
    ).toMatchObject({
      type: '@portico-frame/CONNECT_OTP_ERROR',
      payload: { code: 'RECOVERY_SETUP_REQUIRED' },
    })

    const creating = send('UNLOCK_KEY')
    const button = walletFrame().getByTestId('portico-frame-recovery-passkey')
    await button.waitFor({ timeout: 20_000 })
    expect(
      await walletFrame().getByTestId('portico-frame-recovery-create').locator('h1').textContent(),
    ).toBe('Protect your new wallet')
    await screenshot(host.page.locator('#wallet'), 'wallet-frame-recovery-protect')
    await button.click()
    const created = await answer(creating)
    expect(created).toMatchObject({
      type: '@portico-frame/UNLOCK_KEY_SUCCESS',
      payload: { recoveryProtected: true },
    })
    address = String((created.payload as { address: string }).address)
    expect((await request('GET_USER', {})).payload).toMatchObject({
      address,
      recoveryProtected: true,
    })
    const db = new Database(join(dataDir, 'wallet-frame.sqlite'), { readonly: true })
    expect(db.prepare('SELECT count(*) AS n FROM recovery_passkeys').get()).toEqual({ n: 1 })
    db.close()
    expect(await keysRebuiltFromBackup(dataDir)).not.toContain(address)
  })

  it('a new device gets nothing without the passkey, and the same wallet with it', async () => {
    // A new device: the frame's storage (device secret, device share, session) is gone.
    await walletFrame().evaluate(() => localStorage.clear())
    await openSite()
    expect((await request('CONNECT_EMAIL', { email })).payload).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = send('CONNECT_DEVICE')
    const token = new URL(linkOf(await nextMail(mail.webUrl, email, seen))).searchParams.get(
      'token',
    )
    const approved = await fetch(`${frameOrigin}/auth/v1/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(approved.status).toBe(200)
    await answer(waiting)
    const login = await request('CONNECT_OTP', {
      otp: codeOf(await nextMail(mail.webUrl, email, seen)),
    })
    expect(login).toMatchObject({
      type: '@portico-frame/CONNECT_OTP_ERROR',
      payload: {
        message: 'This wallet is protected by a passkey: use it to open the wallet on this device',
      },
    })
    // The session alone (a phished code) gets no share from the service.
    const status = await walletFrame().evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('portico-frame/v1/session') ?? '{}')
      const response = await fetch('/keys/v1/recover', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          'content-type': 'application/json',
        },
        body: '{}',
      })
      return { status: response.status, body: await response.text() }
    })
    expect(status.status).toBe(403)
    expect(status.body).not.toContain('rk1.')

    const unlocking = send('UNLOCK_KEY')
    const button = walletFrame().getByTestId('portico-frame-recovery-passkey')
    await button.waitFor({ timeout: 20_000 })
    await screenshot(host.page.locator('#wallet'), 'wallet-frame-recovery-unlock-passkey')
    await button.click()
    expect(await answer(unlocking)).toMatchObject({
      type: '@portico-frame/UNLOCK_KEY_SUCCESS',
      payload: { address, recoveryProtected: true },
    })
    expect(await keysRebuiltFromBackup(dataDir)).not.toContain(address)
  })

  it('signs in with the passkey alone on another new device (no mailbox), then opens the key with it', async () => {
    await walletFrame().evaluate(() => localStorage.clear())
    await openSite()
    const connecting = send('CONNECT_PASSKEY')
    const signIn = walletFrame().getByTestId('portico-frame-recovery-passkey')
    await signIn.waitFor({ timeout: 20_000 })
    await screenshot(host.page.locator('#wallet'), 'wallet-frame-passkey-sign-in')
    await signIn.click()
    // The key is still sealed on this device: the same passkey opens it, with a second touch.
    const unlock = walletFrame().getByTestId('portico-frame-recovery-unlock')
    await unlock.waitFor({ timeout: 20_000 })
    await walletFrame().getByTestId('portico-frame-recovery-passkey').click()
    expect(await answer(connecting)).toMatchObject({
      type: '@portico-frame/CONNECT_PASSKEY_SUCCESS',
      payload: { address, authProvider: 'passkey', recoveryProtected: true },
    })
  })

  it('exports the key inside the frame only: the page learns that it was shown, not the key', async () => {
    const exporting = send('EXPORT_KEY')
    const show = walletFrame().getByTestId('portico-frame-export-show')
    await show.waitFor({ timeout: 20_000 })
    await show.click()
    const key = (await walletFrame().getByTestId('portico-frame-export-key').textContent()) ?? ''
    expect(privateKeyToAccount(key as Hex).address).toBe(address)
    await screenshot(host.page.locator('#wallet'), 'wallet-frame-export-key')
    await walletFrame().getByTestId('portico-frame-export-done').click()
    expect(await answer(exporting)).toEqual({
      id: exporting,
      type: '@portico-frame/EXPORT_KEY_SUCCESS',
      payload: { exported: true },
    })
    expect(JSON.stringify(await messages())).not.toContain(key.slice(2))
  })
})
