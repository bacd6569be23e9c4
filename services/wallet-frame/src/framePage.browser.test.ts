import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowser, newPage, screenshot, type TestPage } from '@portico/test'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import { codeOf, linkOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import type { Browser } from 'playwright-core'
import { encodeFunctionData, type Hex, maxUint256, parseAbi, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HASH_MESSAGE_WARNING } from '../page/approvalWarnings'
import { PASSKEY_NEEDS_DOMAIN } from '../page/keys/protectionMethods'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { startTestMailCatcher } from './testing/createTestService'
import { driveHostPage } from './testing/driveHostPage'
import { hostPage } from './testing/hostPage'
import { permitTypedData } from './testing/permitTypedData'
import { servePages } from './testing/servePages'
import { serveProjectOrigins } from './testing/serveProjectOrigins'

type Site = Awaited<ReturnType<typeof servePages>>

let mail: MailCatcher
let anvil: Anvil
let tokens: DeployedTestTokens
let frame: RunningWalletFrame
let browser: Browser
let allowedSite: Site
let otherSite: Site
let gateway: Site
let host: TestPage
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-browser-'))
const seen = new Set<string>()
const email = 'browser@example.com'
const recoveryPassword = 'violet staple battery'

const html = (body: string) => ({ type: 'text/html; charset=utf-8', body })
// The page that embeds the frame: `host`, or another browser profile's.
const onPage = (target: TestPage) => driveHostPage(target.page, frame.url)
const messages = (target = host) => onPage(target).messages()
const send = (message: unknown, target = host) => onPage(target).send(message)
const request = (name: string, payload?: unknown, target = host) =>
  onPage(target).request(name, payload)
const walletFrame = (target = host) => onPage(target).walletFrame()

// The scripts of the workers `target`'s frames start from now on.
const workersStartedOn = (target: TestPage): string[] => {
  const urls: string[] = []
  target.page.on('worker', (worker) => urls.push(new URL(worker.url()).pathname))
  return urls
}
// The recovery password's scrypt ran in the frame's worker, not on the thread of its page.
const SCRYPT_WORKER = expect.stringMatching(/^\/frame\/assets\/scrypt-[0-9a-f]{16}\.js$/)

// The visitor types the recovery password into the frame's form (twice when choosing it).
async function typeRecoveryPassword(target: TestPage, choosing: boolean) {
  const field = walletFrame(target).getByTestId('portico-frame-recovery-password')
  await field.waitFor({ timeout: 20_000 })
  await field.fill(recoveryPassword)
  if (choosing)
    await walletFrame(target).getByTestId('portico-frame-recovery-confirm').fill(recoveryPassword)
  await walletFrame(target).getByTestId('portico-frame-recovery-submit').click()
}

beforeAll(async () => {
  ;[mail, anvil] = await Promise.all([startTestMailCatcher(), startAnvil({ chainId: 31337 })])
  // The approval view reads token symbols and decimals from the chain.
  tokens = await deployTestTokens(anvil.rpcUrl)
  ;[allowedSite, otherSite] = await Promise.all([servePages(), servePages()])
  gateway = await serveProjectOrigins([allowedSite.origin])
  frame = await startWalletFrame({
    port: 0,
    dataDir,
    gatewayUrl: gateway.url,
    smtp: { port: mail.smtpPort },
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    // Off on purpose: the sites are loopback origins, so only the project's list lets one in.
    allowLoopbackOrigins: false,
    // Short, so the second profile's login waits seconds, not the spec's 30.
    otp: { resendCooldownMs: 3_000 },
  })
  const src = `${frame.url}/frame?projectId=demo&chainId=31337&version=4&enableLogger=false`
  allowedSite.pages.set('/', html(hostPage(src)))
  otherSite.pages.set('/', html(hostPage(src)))
  browser = await launchBrowser()
  host = await newPage(browser)
}, 60_000)

afterAll(async () => {
  await host?.close()
  await browser?.close()
  await frame?.close()
  await Promise.all([allowedSite?.close(), otherSite?.close(), gateway?.close()])
  await Promise.all([mail?.stop(), anvil?.stop()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the frame page in Chromium', () => {
  it('announces READY to an allowed site, to its exact origin', async () => {
    await host.page.goto(allowedSite.url)
    await expect
      .poll(async () => (await messages()).map((m) => m.data.type), { timeout: 20_000 })
      .toContain('@portico-frame/READY')
      .catch((error: unknown) => {
        throw new Error(`no READY; page errors: ${host.errors.join('\n')}`, { cause: error })
      })
    expect((await messages())[0]?.origin).toBe(frame.url)
  })

  it('signs in with the mailed code and reports the user', async () => {
    expect(
      await request('SYNC_DAPP_DATA', {
        metadata: { name: 'Host site', description: '', url: allowedSite.origin, icons: [] },
        sdkVersion: '0.1.0',
        sdkType: 'portico',
        projectId: 'demo',
      }),
    ).toMatchObject({ type: '@portico-frame/SYNC_DAPP_DATA_SUCCESS' })
    expect(await request('CONNECT_EMAIL', { email })).toMatchObject({
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    const otp = codeOf(await nextMail(mail.webUrl, email, seen))
    // Self custody, the default: the login keeps its session, and the key is made only with the
    // visitor's protection, in the frame's own form (the page sends UNLOCK_KEY).
    expect(await request('CONNECT_OTP', { otp })).toMatchObject({
      type: '@portico-frame/CONNECT_OTP_ERROR',
      payload: {
        code: 'RECOVERY_SETUP_REQUIRED',
        message: 'Protect your wallet to finish setting it up',
      },
    })
    const workers = workersStartedOn(host)
    const creating = request('UNLOCK_KEY')
    await walletFrame().getByTestId('portico-frame-recovery-create').waitFor({ timeout: 20_000 })
    await expect
      .poll(() => walletFrame().getByTestId('portico-frame-recovery-rule').textContent())
      .toBe('At least 10 characters.')
    // The service is reached by an IP address here: the passkey is shown greyed, with why.
    const unavailable = walletFrame().getByTestId('portico-frame-recovery-passkey-unavailable')
    expect(await unavailable.isDisabled()).toBe(true)
    expect(
      await walletFrame().getByTestId('portico-frame-recovery-passkey-reason').textContent(),
    ).toBe(PASSKEY_NEEDS_DOMAIN)
    const field = walletFrame().getByTestId('portico-frame-recovery-password')
    await field.fill('shown while typed')
    await walletFrame().getByTestId('portico-frame-recovery-show').check()
    expect(await field.getAttribute('type')).toBe('text')
    await screenshot(host.page, 'wallet-frame-recovery-create-no-passkey')
    await walletFrame().getByTestId('portico-frame-recovery-show').uncheck()
    expect(await field.getAttribute('type')).toBe('password')
    await typeRecoveryPassword(host, true)
    expect(await creating).toMatchObject({
      type: '@portico-frame/UNLOCK_KEY_SUCCESS',
      payload: { email, recoveryProtected: true },
    })
    expect(workers).toEqual([SCRYPT_WORKER])
    const user = await request('GET_USER', { chainId: 31337 })
    expect(user).toMatchObject({
      type: '@portico-frame/GET_USER_SUCCESS',
      payload: { email, chainId: 31337 },
    })
  })

  it('shows what is signed in the frame, signs on Approve and answers a rejection on Decline', async () => {
    const user = await request('GET_USER', {})
    const address = String(user.payload?.address)
    for (const mode of ['dark', 'light'] as const) {
      expect(await request('SYNC_THEME', { themeMode: mode })).toMatchObject({
        type: '@portico-frame/SYNC_THEME_SUCCESS',
      })
      const id = `sign-${mode}`
      await send({
        id,
        type: '@portico-app/RPC_REQUEST',
        payload: {
          method: 'personal_sign',
          params: ['0x48656c6c6f2066726f6d20746865207465737421', address],
        },
      })
      const view = walletFrame().getByTestId('portico-frame-approval')
      await view.waitFor({ timeout: 20_000 })
      expect(await walletFrame().getByTestId('portico-frame-approval-text').textContent()).toBe(
        'Hello from the test!',
      )
      await screenshot(host.page.locator('#wallet'), `wallet-frame-approval-${mode}`)
      if (mode === 'dark') {
        await walletFrame().getByTestId('portico-frame-approve').click()
        await expect
          .poll(async () => (await messages()).find((m) => m.data.id === id)?.data.type)
          .toBe('@portico-frame/RPC_REQUEST_SUCCESS')
        const signature = (await messages()).find((m) => m.data.id === id)?.data
          .payload as unknown as Hex
        expect(
          await verifyMessage({
            address: address as Hex,
            message: 'Hello from the test!',
            signature,
          }),
        ).toBe(true)
      } else {
        await walletFrame().getByTestId('portico-frame-decline').click()
        await expect
          .poll(async () => (await messages()).find((m) => m.data.id === id)?.data)
          .toEqual({
            id,
            type: '@portico-frame/RPC_REQUEST_ERROR',
            payload: { message: 'User rejected the request.', code: 'USER_REJECTED' },
          })
      }
      await expect.poll(() => walletFrame().getByTestId('portico-frame-approval').count()).toBe(0)
    }
  })

  it('queues a request that comes while one is open, and ignores a click within 600 ms of new content', async () => {
    const address = String((await request('GET_USER', {})).payload?.address)
    const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`
    const answer = async (id: string) => (await messages()).find((m) => m.data.id === id)?.data
    const text = walletFrame().getByTestId('portico-frame-approval-text')
    const approve = walletFrame().getByTestId('portico-frame-approve')
    await send({
      id: 'queue-a',
      type: '@portico-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params: [hex('Request A'), address] },
    })
    await expect.poll(() => text.textContent(), { timeout: 20_000 }).toBe('Request A')
    await expect.poll(() => approve.isEnabled()).toBe(true)
    const box = await approve.boundingBox()
    if (!box) throw new Error('no Approve button on screen')
    // The attack: the page sends B just as the visitor moves to approve A.
    await send({
      id: 'queue-b',
      type: '@portico-app/RPC_REQUEST',
      payload: { method: 'personal_sign', params: [hex('Request B'), address] },
    })
    await expect
      .poll(() => walletFrame().getByTestId('portico-frame-approval-waiting').textContent())
      .toBe('1 more request waiting')
    expect(await text.textContent()).toBe('Request A')
    expect(await answer('queue-a')).toBeUndefined()
    // A click for A, and a second one (a double click) that lands on B as soon as it shows.
    const started = Date.now()
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => text.textContent(), { interval: 5 }).toBe('Request B')
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const disabled = await approve.isDisabled()
    // Both clicks and the check fell inside B's first 600 ms, or the test proves nothing.
    expect(Date.now() - started).toBeLessThan(600)
    expect(disabled).toBe(true)
    await expect
      .poll(async () => (await answer('queue-a'))?.type)
      .toBe('@portico-frame/RPC_REQUEST_SUCCESS')
    await host.page.waitForTimeout(700)
    expect(await answer('queue-b')).toBeUndefined()
    expect(await text.textContent()).toBe('Request B')
    await walletFrame().getByTestId('portico-frame-decline').click()
    await expect
      .poll(() => answer('queue-b'))
      .toEqual({
        id: 'queue-b',
        type: '@portico-frame/RPC_REQUEST_ERROR',
        payload: { message: 'User rejected the request.', code: 'USER_REJECTED' },
      })
    const order = (await messages()).map((m) => m.data.id)
    expect(order.indexOf('queue-a')).toBeLessThan(order.indexOf('queue-b'))
    await expect.poll(() => walletFrame().getByTestId('portico-frame-approval').count()).toBe(0)
  })

  it('ignores a click on Approve within 600 ms of a request showing', async () => {
    const address = String((await request('GET_USER', {})).payload?.address)
    const approve = walletFrame().getByTestId('portico-frame-approve')
    const sign = (id: string, text: string) =>
      send({
        id,
        type: '@portico-app/RPC_REQUEST',
        payload: {
          method: 'personal_sign',
          params: [`0x${Buffer.from(text).toString('hex')}`, address],
        },
      })
    await sign('guard-first', 'Where the button is')
    await expect.poll(() => approve.isEnabled(), { timeout: 20_000 }).toBe(true)
    const box = await approve.boundingBox()
    if (!box) throw new Error('no Approve button on screen')
    await walletFrame().getByTestId('portico-frame-decline').click()
    await expect.poll(() => walletFrame().getByTestId('portico-frame-approval').count()).toBe(0)
    // The visitor's pointer rests on Approve; the page opens a request under it and a click
    // comes at once.
    await sign('guard-second', 'Opened under the pointer')
    await walletFrame().getByTestId('portico-frame-approval-text').waitFor()
    const shownAt = Date.now()
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    expect(Date.now() - shownAt).toBeLessThan(600)
    await host.page.waitForTimeout(700)
    expect((await messages()).find((m) => m.data.id === 'guard-second')).toBeUndefined()
    expect(await walletFrame().getByTestId('portico-frame-approval-text').textContent()).toBe(
      'Opened under the pointer',
    )
    await walletFrame().getByTestId('portico-frame-decline').click()
    await expect
      .poll(async () => (await messages()).find((m) => m.data.id === 'guard-second')?.data.type)
      .toBe('@portico-frame/RPC_REQUEST_ERROR')
  })

  it('shows a decoded unlimited approve, a permit and the 32-byte warning in both themes', async () => {
    const address = String((await request('GET_USER', {})).payload?.address)
    const spender = '0x1111111111111111111111111111111111111111'
    const approveAll = encodeFunctionData({
      abi: parseAbi(['function approve(address spender, uint256 amount)']),
      functionName: 'approve',
      args: [spender, maxUint256],
    })
    const permit = permitTypedData({
      token: { name: 'Test Tether USD', address: tokens.tetherStyle.address },
      owner: address,
      spender,
      value: '250000000',
      deadline: Math.floor(Date.now() / 1000) + 86_400,
    })
    const cases = [
      {
        name: 'unlimited',
        method: 'eth_sendTransaction',
        params: [{ from: address, to: tokens.erc20.address, data: approveAll }],
        shows: 'Unlimited PTT',
      },
      {
        name: 'permit',
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(permit)],
        shows: '250 tUSDT',
      },
      {
        name: 'hash',
        method: 'personal_sign',
        params: [`0x${'ab'.repeat(32)}`, address],
        shows: HASH_MESSAGE_WARNING,
      },
    ]
    for (const mode of ['light', 'dark'] as const) {
      await request('SYNC_THEME', { themeMode: mode })
      for (const shown of cases) {
        const id = `decoded-${shown.name}-${mode}`
        await send({
          id,
          type: '@portico-app/RPC_REQUEST',
          payload: { method: shown.method, params: shown.params },
        })
        const view = walletFrame().getByTestId('portico-frame-approval')
        await expect.poll(() => view.textContent(), { timeout: 20_000 }).toContain(shown.shows)
        // As the visitor sees it once the guard time is over.
        await expect
          .poll(() => walletFrame().getByTestId('portico-frame-approve').isEnabled())
          .toBe(true)
        await screenshot(
          host.page.locator('#wallet'),
          `wallet-frame-approval-${shown.name}-${mode}`,
        )
        await walletFrame().getByTestId('portico-frame-decline').click()
        await expect
          .poll(async () => (await messages()).find((m) => m.data.id === id)?.data.type)
          .toBe('@portico-frame/RPC_REQUEST_ERROR')
      }
    }
    expect(host.errors).toEqual([])
  })

  it('drops malformed messages and replayed ids, and refuses methods off the allowlist', async () => {
    const before = (await messages()).length
    await send({ id: 'bad-1', type: '@portico-app/NOPE' })
    await send('not an object')
    await send({ type: '@portico-app/GET_CHAIN_ID' })
    const first = await request('GET_CHAIN_ID')
    expect(first).toMatchObject({ payload: { chainId: 31337 } })
    await send({ id: first.id, type: '@portico-app/GET_CHAIN_ID' })
    const refused = await request('RPC_REQUEST', { method: 'eth_sign', params: [] })
    expect(refused).toMatchObject({
      type: '@portico-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    const answers = (await messages()).slice(before)
    expect(answers.map((m) => m.data.id)).toEqual([first.id, refused.id])
  })

  it('stays signed in across a reload of the page', async () => {
    const before = await request('GET_USER', {})
    await host.page.reload()
    await expect
      .poll(async () => (await messages()).map((m) => m.data.type), { timeout: 20_000 })
      .toContain('@portico-frame/READY')
    expect(await request('IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: true } })
    expect((await request('GET_USER', {})).payload?.address).toBe(before.payload?.address)
  })

  it('lets a second browser profile in after approval from the mailbox, with the same address', async () => {
    const address = (await request('GET_USER', {})).payload?.address
    const device = await newPage(browser)
    await device.page.goto(allowedSite.url)
    await expect
      .poll(async () => (await messages(device)).map((m) => m.data.type), { timeout: 20_000 })
      .toContain('@portico-frame/READY')
    // The cooldown since this address's last code: the frame says how long to wait.
    let started = await request('CONNECT_EMAIL', { email }, device)
    while (started.type === '@portico-frame/CONNECT_EMAIL_ERROR') {
      expect(started.payload?.message).toMatch(/^Please try again after \d+ seconds$/)
      const seconds = Number(/\d+/.exec(String(started.payload?.message))?.[0])
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      started = await request('CONNECT_EMAIL', { email }, device)
    }
    expect(started.payload).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = request('CONNECT_DEVICE', undefined, device)
    const approval = await newPage(browser)
    await approval.page.goto(linkOf(await nextMail(mail.webUrl, email, seen)))
    for (const colorScheme of ['dark', 'light'] as const) {
      await approval.page.emulateMedia({ colorScheme })
      await screenshot(approval.page, `wallet-frame-device-approval-${colorScheme}`)
    }
    await approval.page.getByTestId('portico-frame-approve-device').click()
    await approval.page.getByText('Device approved').waitFor()
    expect(await waiting).toMatchObject({ type: '@portico-frame/CONNECT_DEVICE_SUCCESS' })
    const otp = codeOf(await nextMail(mail.webUrl, email, seen))
    // The mailbox alone opens nothing: the new device needs the recovery password too.
    expect(await request('CONNECT_OTP', { otp }, device)).toMatchObject({
      type: '@portico-frame/CONNECT_OTP_ERROR',
      payload: { code: 'RECOVERY_PASSWORD_REQUIRED' },
    })
    const workers = workersStartedOn(device)
    const unlocking = request('UNLOCK_KEY', undefined, device)
    await typeRecoveryPassword(device, false)
    expect((await unlocking).payload?.address).toBe(address)
    expect(workers).toEqual([SCRYPT_WORKER])
    expect((await request('GET_USER', {}, device)).payload?.address).toBe(address)
    expect(approval.errors).toEqual([])
    await approval.close()
    await device.close()
  }, 90_000)

  it('does not load for a site outside the allowed origins, and refuses to work on its own', async () => {
    const other = await newPage(browser)
    await other.page.goto(otherSite.url)
    // CSP frame-ancestors stops the load: no READY ever reaches the page.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(await messages(other)).toEqual([])
    const direct = await newPage(browser)
    await direct.page.goto(`${frame.url}/frame?projectId=demo`)
    await direct.page.getByTestId('portico-frame-refused').waitFor()
    // The strict CSP held: the page ran without a single violation or error.
    expect(host.errors).toEqual([])
    await other.close()
    await direct.close()
  })
})
