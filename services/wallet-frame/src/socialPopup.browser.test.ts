import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, launchBrowser, newPage, type TestPage } from '@portico/test'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSocialProviders } from './dev/oidc/devSocialProviders'
import {
  type DevIdentityProvider,
  startDevIdentityProvider,
} from './dev/oidc/startDevIdentityProvider'
import type { MailCatcher } from './dev/startMailCatcher'
import { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
import { startTestMailCatcher } from './testing/createTestService'
import { hostPage } from './testing/hostPage'
import { servePages } from './testing/servePages'

// The popup hand-off in Chromium: the host page asks the frame for the authorization URL, opens
// it in a popup, a person is clicked on the dev provider's sign-in page, the callback page in
// the popup posts the answer to its opener and closes, and the page passes it to CONNECT_SOCIAL.
type Recorded = {
  origin: string
  data: { type: string; id?: string; payload?: unknown; uri?: string }
}
type Site = Awaited<ReturnType<typeof servePages>>

let mail: MailCatcher
let idp: DevIdentityProvider
let frame: RunningWalletFrame
let site: Site
let browser: Browser
let host: TestPage
const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-social-'))
let nextId = 0

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

async function request(name: string, payload?: unknown): Promise<Recorded['data']> {
  const id = `s${++nextId}`
  await host.page.evaluate(
    (m) => (window as unknown as { sendToFrame: (m: unknown) => void }).sendToFrame(m),
    { id, type: `@portico-app/${name}`, ...(payload !== undefined && { payload }) },
  )
  await expect
    .poll(async () => (await read<Recorded[]>('frameMessages')).some((m) => m.data.id === id), {
      timeout: 30_000,
    })
    .toBe(true)
  return ((await read<Recorded[]>('frameMessages')).find((m) => m.data.id === id) as Recorded).data
}

/** GET_SOCIAL_REDIRECT_URI, the popup, a click on the sign-in page; answers the handed-back URI. */
async function signInThroughPopup(provider: string, choice: string): Promise<string> {
  const before = (await read<Recorded[]>('socialAnswers')).length
  const { payload } = await request('GET_SOCIAL_REDIRECT_URI', { provider })
  const uri = (payload as { uri: string }).uri
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
  return String(answer.data.uri)
}

beforeAll(async () => {
  const framePort = await getFreePort()
  ;[mail, site, idp] = await Promise.all([
    startTestMailCatcher(),
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
  })
  const src = `${frame.url}/frame?projectId=demo&chainId=31337&version=4&enableLogger=false`
  site.pages.set('/', {
    type: 'text/html; charset=utf-8',
    body: hostPage(src).replace('</body>', `${popupScript(frame.url)}</body>`),
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
  await Promise.all([site?.close(), idp?.close(), mail?.stop()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('social login popup in Chromium', () => {
  it('google: the popup hands the callback URI to its opener, CONNECT_SOCIAL signs in', async () => {
    const uri = await signInThroughPopup('google', 'user-ada')
    expect(new URL(uri).pathname).toBe('/social/callback')
    const connected = await request('CONNECT_SOCIAL', { uri })
    expect(connected).toMatchObject({
      type: '@portico-frame/CONNECT_SOCIAL_SUCCESS',
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
    expect(await request('CONNECT_SOCIAL', { uri })).toMatchObject({
      type: '@portico-frame/CONNECT_SOCIAL_SUCCESS',
      payload: { authProvider: 'apple', email: 'grace@portico.localhost' },
    })
  })

  it('cancel at the provider: the popup still answers, and CONNECT_SOCIAL says why', async () => {
    const uri = await signInThroughPopup('github', 'cancel')
    expect(await request('CONNECT_SOCIAL', { uri })).toEqual({
      id: `s${nextId}`,
      type: '@portico-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: 'The social login was cancelled' },
    })
  })
})
