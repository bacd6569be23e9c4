import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, launchBrowser, newPage, type TestPage } from '@portico/test'
import {
  type DevIdentityProvider,
  devSocialProviders,
  type MailCatcher,
  startDevIdentityProvider,
} from '@portico/wallet-frame-dev'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { startTestMailCatcher } from './testing/createTestService'
import { driveHostPage } from './testing/driveHostPage'
import { hostPage } from './testing/hostPage'
import { servePages } from './testing/servePages'

// The popup hand-off in Chromium: the host page asks the frame for a login, opens its begin page
// in a popup (which binds the login to this browser and goes on to the provider), a person is
// clicked on the dev provider's sign-in page, the callback page in the popup posts the code to
// the opener's wallet frame and a URI naming the login to the opener, and closes; the page
// passes that URI to CONNECT_SOCIAL. Then the takeover attempt: an attacker's page opens a login
// its server started, and never sees a code.
type Recorded = {
  origin: string
  data: { type: string; id?: string; payload?: unknown; uri?: string }
}
type Site = Awaited<ReturnType<typeof servePages>>
let attacker: Site

let mail: MailCatcher
let idp: DevIdentityProvider
let frame: RunningWalletFrame
let site: Site
let browser: Browser
let host: TestPage
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-social-'))

// What the page side does with the popup: open it, and accept the callback message only from
// that window and from the frame's origin.
const popupScript = (frameOrigin: string) => `<script>
  window.socialAnswers = []
  let popup
  window.openSocial = (uri) => { popup = window.open(uri, 'portico-social', 'popup,width=480,height=640') }
  window.addEventListener('message', (event) => {
    if (event.source !== popup || event.origin !== ${JSON.stringify(frameOrigin)}) return
    if (event.data && event.data.type === '@portico-social/CALLBACK') window.socialAnswers.push({ origin: event.origin, data: event.data })
  })
</script>`

const read = async <T>(name: 'frameMessages' | 'socialAnswers'): Promise<T> =>
  (await host.page.evaluate(
    (key) => (window as unknown as Record<string, unknown>)[key],
    name,
  )) as T

const request = (name: string, payload?: unknown) =>
  driveHostPage(host.page, frame.url).request(name, payload)

/**
 * CONNECT_SOCIAL of a new account: the login answers RECOVERY_SETUP_REQUIRED, the page sends
 * UNLOCK_KEY, the frame shows the operator's notice and the visitor clicks Continue; answers
 * UNLOCK_KEY's answer (the user, as CONNECT_SOCIAL gives it to a known account).
 */
async function connectNewAccount(uri: string): Promise<Recorded['data']> {
  expect(await request('CONNECT_SOCIAL', { uri })).toMatchObject({
    type: '@portico-frame/CONNECT_SOCIAL_ERROR',
    payload: { code: 'RECOVERY_SETUP_REQUIRED' },
  })
  const unlocking = request('UNLOCK_KEY')
  const next = driveHostPage(host.page, frame.url)
    .walletFrame()
    .getByTestId('recovery-operator-continue')
  await next.waitFor({ timeout: 20_000 })
  await next.click()
  return unlocking
}

/** GET_SOCIAL_REDIRECT_URI, the popup, a click on the sign-in page; answers the handed-back URI. */
async function signInThroughPopup(provider: string, choice: string): Promise<string> {
  const before = (await read<Recorded[]>('socialAnswers')).length
  const { payload } = await request('GET_SOCIAL_REDIRECT_URI', { provider })
  const uri = (payload as { uri: string }).uri
  expect(new URL(uri).pathname).toBe('/social/begin')
  const [popup] = await Promise.all([
    host.page.context().waitForEvent('page'),
    host.page.evaluate(
      (u) => (window as unknown as { openSocial: (u: string) => void }).openSocial(u),
      uri,
    ),
  ])
  await popup.getByTestId(`dev-idp-${choice}`).click()
  await popup.waitForEvent('close', { timeout: 20_000 })
  await expect.poll(async () => (await read<Recorded[]>('socialAnswers')).length).toBe(before + 1)
  const answer = (await read<Recorded[]>('socialAnswers'))[before] as Recorded
  expect(answer.origin).toBe(frame.url)
  // The page is handed a URI that names the login: no code, no state.
  const handed = new URL(String(answer.data.uri))
  expect([...handed.searchParams.keys()]).toEqual(['login'])
  return handed.href
}

beforeAll(async () => {
  const framePort = await getFreePort()
  ;[mail, site, attacker, idp] = await Promise.all([
    startTestMailCatcher(),
    servePages(),
    servePages(),
    startDevIdentityProvider({
      port: 0,
      redirectUris: [`http://127.0.0.1:${framePort}/social/callback`],
    }),
  ])
  frame = await startWalletFrame({
    port: framePort,
    dataDir,
    gatewayUrl: 'http://127.0.0.1:1',
    smtp: { port: mail.smtpPort },
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
    allowLoopbackOrigins: true,
    social: { providers: devSocialProviders(idp.url) },
    // The operator keeps recovery: a new account's visitor reads its notice, then Continue.
    custody: 'operator',
  })
  const src = `${frame.url}/frame?projectId=demo&chainId=31337&version=4&enableLogger=false`
  site.pages.set('/', {
    type: 'text/html; charset=utf-8',
    body: hostPage(src).replace('</body>', `${popupScript(frame.url)}</body>`),
  })
  // The attacker's page embeds the wallet frame like any allowed site, and records every message.
  attacker.pages.set('/', {
    type: 'text/html; charset=utf-8',
    body: hostPage(src).replace(
      '</body>',
      `<script>
  window.allMessages = []
  window.addEventListener('message', (event) => window.allMessages.push({ origin: event.origin, data: event.data }))
</script></body>`,
    ),
  })
  browser = await launchBrowser()
  host = await newPage(browser)
  await host.page.goto(site.url)
  await host.page.waitForFunction(
    () =>
      (window as unknown as { frameMessages: Recorded[] }).frameMessages.some(
        (m) => m.data.type === '@portico-frame/READY',
      ),
    undefined,
    { timeout: 20_000 },
  )
}, 60_000)

afterAll(async () => {
  await host?.close()
  await browser?.close()
  await frame?.close()
  await Promise.all([site?.close(), attacker?.close(), idp?.close(), mail?.stop()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('social login popup in Chromium', () => {
  it('google: the popup hands the callback URI to its opener, CONNECT_SOCIAL signs in', async () => {
    const uri = await signInThroughPopup('google', 'user-ada')
    expect(new URL(uri).pathname).toBe('/social/callback')
    const connected = await connectNewAccount(uri)
    expect(connected).toMatchObject({
      type: '@portico-frame/UNLOCK_KEY_SUCCESS',
      payload: { authProvider: 'google', email: 'ada@portico.localhost', userName: 'Ada Lovelace' },
    })
    expect(await request('GET_USER', {})).toMatchObject({
      type: '@portico-frame/GET_USER_SUCCESS',
      payload: {
        authProvider: 'google',
        address: (connected.payload as { address: string }).address,
      },
    })
  })

  it('apple: the posted answer (form_post) comes back the same way', async () => {
    await request('SIGN_OUT')
    const uri = await signInThroughPopup('apple', 'user-grace')
    expect(await connectNewAccount(uri)).toMatchObject({
      type: '@portico-frame/UNLOCK_KEY_SUCCESS',
      payload: { authProvider: 'apple', email: 'grace@portico.localhost' },
    })
  })

  it('an attacker’s page opening a login its server started gets no code, and no session', async () => {
    // The attacker's server: a login for its own device, its page named as the opener, the
    // frame's origin forged (a server can send any Origin).
    const attackerDevice = 'a'.repeat(43)
    const started = await fetch(`${frame.url}/auth/v1/social/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frame.url },
      body: JSON.stringify({
        provider: 'google',
        deviceSecret: attackerDevice,
        parentOrigin: attacker.origin,
        projectId: 'demo',
      }),
    })
    expect(started.status).toBe(200)
    const { uri, loginId } = (await started.json()) as { uri: string; loginId: string }
    // The attacker's page (which embeds the real wallet frame too) opens it for the visitor.
    const page = await newPage(browser)
    try {
      await page.page.goto(attacker.url)
      await page.page.waitForFunction(
        () =>
          (window as unknown as { frameMessages: Recorded[] }).frameMessages.some(
            (m) => m.data.type === '@portico-frame/READY',
          ),
        undefined,
        { timeout: 20_000 },
      )
      const [popup] = await Promise.all([
        page.page.context().waitForEvent('page'),
        page.page.evaluate((u) => {
          window.open(u, 'portico-social', 'popup,width=480,height=640')
        }, uri),
      ])
      await popup.getByTestId('dev-idp-user-ada').click()
      await popup.waitForEvent('close', { timeout: 20_000 })
      const heard = async () =>
        (await page.page.evaluate(
          () => (window as unknown as { allMessages: Recorded[] }).allMessages,
        )) as Recorded[]
      await expect
        .poll(async () => (await heard()).some((m) => m.data.type === '@portico-social/CALLBACK'))
        .toBe(true)
      const callback = (await heard()).find(
        (m) => m.data.type === '@portico-social/CALLBACK',
      ) as Recorded
      expect(callback.data.uri).toBe(`${frame.url}/social/callback?login=${loginId}`)
      // Nothing the attacker's page heard carries a code or a state.
      for (const message of await heard()) {
        expect(JSON.stringify(message.data)).not.toMatch(/code=|state=/)
      }
      // Its embedded frame did not start this login: it keeps no answer for it.
      await page.page.evaluate(
        (m) => (window as unknown as { sendToFrame: (m: unknown) => void }).sendToFrame(m),
        { id: 'x1', type: '@portico-app/CONNECT_SOCIAL', payload: { uri: callback.data.uri } },
      )
      await expect
        .poll(async () => (await heard()).find((m) => m.data.id === 'x1')?.data, {
          timeout: 15_000,
        })
        .toEqual({
          id: 'x1',
          type: '@portico-frame/CONNECT_SOCIAL_ERROR',
          payload: {
            message: 'This login has expired. Please start again',
            code: 'LOGIN_NOT_FOUND',
          },
        })
      // Its server, holding the device secret, has nothing to redeem.
      const redeemed = await fetch(`${frame.url}/auth/v1/social/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: frame.url },
        body: JSON.stringify({ uri: callback.data.uri, deviceSecret: attackerDevice }),
      })
      expect(redeemed.status).toBe(404)
    } finally {
      await page.close()
    }
  })

  it('cancel at the provider: the popup still answers, and CONNECT_SOCIAL says why', async () => {
    const uri = await signInThroughPopup('github', 'cancel')
    // Matched to its request by id, as every answer is.
    expect(await request('CONNECT_SOCIAL', { uri })).toEqual({
      id: expect.any(String),
      type: '@portico-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'The social login was cancelled', code: 'SOCIAL_LOGIN_CANCELLED' },
    })
  })
})
