import { randomBytes } from 'node:crypto'
import { walkDevSignIn } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../testing/createNodeFrame'
import { callJson, type TestService } from '../testing/createTestService'
import { TEST_PUBLIC_URL } from '../testing/frameRequestHeaders'
import { beginSocialLogin, socialCallback } from '../testing/socialCallback'
import { type SocialTestStack, startSocialTestStack } from '../testing/startSocialTestStack'

// An attacker's server starts a social login for its own device, names its own page as the one
// to answer, and gets the visitor to sign in at the provider: it must never end up holding a
// code it can redeem. Each case replays one way of trying, through the service's routes.
let redirectUri: string
const refused = { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }
let stack: SocialTestStack
let service: TestService

beforeAll(async () => {
  stack = await startSocialTestStack()
  ;({ service, redirectUri } = stack)
})
afterAll(async () => {
  await stack?.close()
})

const attackerDevice = () => randomBytes(32).toString('base64url')
const start = (headers: Record<string, string>, body: Record<string, unknown>) =>
  service.app.request('/auth/v1/social/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
// A login the attacker's server could start: the frame's origin forged, an allowed page origin.
const forgedStart = async (deviceSecret: string) => {
  const res = await start(
    { origin: TEST_PUBLIC_URL },
    { provider: 'google', deviceSecret, parentOrigin: 'http://127.0.0.1:5173', projectId: 'demo' },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as { uri: string; loginId: string }
}

// One browser opens the login's begin link (and so holds its cookie); the visitor then signs in
// at the provider as ada. Answers that browser and where the provider sends the visitor.
const beginAndSignIn = async (uri: string) => {
  const browser = await beginSocialLogin(service, uri)
  const answer = await walkDevSignIn(String(browser.providerUrl), { redirectUri, username: 'ada' })
  return { browser, answer }
}

describe('social login attacks', () => {
  it('refuses a login started by a server (no Origin) for the attacker’s page', async () => {
    const res = await start(
      {},
      {
        provider: 'google',
        deviceSecret: attackerDevice(),
        parentOrigin: 'https://attacker.example',
        projectId: 'demo',
      },
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(refused)
  })

  it('refuses a page origin the project does not allow, even with a forged Origin', async () => {
    for (const parentOrigin of ['https://attacker.example', 'http://attacker.example:5173']) {
      const res = await start(
        { origin: TEST_PUBLIC_URL },
        { provider: 'google', deviceSecret: attackerDevice(), parentOrigin, projectId: 'demo' },
      )
      expect(res.status, parentOrigin).toBe(403)
      expect(await res.json()).toEqual(refused)
    }
  })

  it('hands nothing over to a callback without the begin cookie, or with another browser’s', async () => {
    const device = attackerDevice()
    // The attacker's server opens the begin page itself (it holds the cookie) and sends the
    // visitor straight to the provider.
    const login = await forgedStart(device)
    const attackerBrowser = await beginSocialLogin(service, login.uri)
    expect(attackerBrowser.providerUrl).toBeTruthy()
    const visitorAnswer = await walkDevSignIn(String(attackerBrowser.providerUrl), {
      redirectUri,
      username: 'ada',
    })
    for (const cookie of [undefined, `portico_social_${login.loginId}=${'A'.repeat(43)}`]) {
      const page = await socialCallback(service, visitorAnswer, cookie)
      expect(page.data).toBeUndefined()
      expect(page.html).toContain('This sign-in has expired')
      expect(page.html).not.toContain(
        String(new URL(visitorAnswer.url).searchParams.get('code') ?? 'no code'),
      )
    }
    // The begin page binds once: a second browser opening the link is not bound.
    const second = await beginSocialLogin(service, login.uri)
    expect(second.providerUrl).toBeUndefined()
    expect(second.cookie).toBe('')
    expect(await second.response.text()).toContain('This sign-in has expired')
    // And the attacker, who has no code, redeems nothing with its own device.
    const redeem = await callJson(service.app, 'POST', '/auth/v1/social/connect', {
      uri: `${TEST_PUBLIC_URL}/social/callback?login=${login.loginId}`,
      deviceSecret: device,
    })
    expect(redeem).toEqual({
      status: 404,
      body: { code: 'LOGIN_NOT_FOUND', message: 'This login has expired. Please start again' },
    })
  })

  it('spends a login whose callback opened without the begin cookie: its code never redeems', async () => {
    const device = attackerDevice()
    const login = await forgedStart(device)
    // The attacker's browser holds the begin cookie; the visitor signs in at the provider and
    // the provider sends the visitor's browser, without that cookie, to the callback.
    const { browser: attackerBrowser, answer: visitorAnswer } = await beginAndSignIn(login.uri)
    const visitorPage = await socialCallback(service, visitorAnswer, undefined)
    expect(visitorPage.html).toContain('This sign-in has expired')
    // The attacker learns the code (the URL the visitor's browser opened) and redeems it with
    // the device that started the login: the login is spent.
    const expired = {
      status: 404,
      body: { code: 'LOGIN_NOT_FOUND', message: 'This login has expired. Please start again' },
    }
    expect(
      await callJson(service.app, 'POST', '/auth/v1/social/connect', {
        uri: visitorAnswer.url,
        deviceSecret: device,
      }),
    ).toEqual(expired)
    // Nor does the attacker's own browser, which holds the cookie, get the answer handed over now.
    const late = await socialCallback(service, visitorAnswer, attackerBrowser.cookie)
    expect(late.data).toBeUndefined()
  })

  it('redeems a code only with the secret the cookie-bearing callback handed the frame', async () => {
    const device = attackerDevice()
    const login = await forgedStart(device)
    // The code taken on its way (the callback never loaded anywhere), with a made-up secret or none.
    const { browser: attackerBrowser, answer } = await beginAndSignIn(login.uri)
    const withMadeUp = new URL(answer.url)
    withMadeUp.searchParams.set('portico_redeem', 'A'.repeat(43))
    for (const uri of [answer.url, withMadeUp.href]) {
      const res = await callJson(service.app, 'POST', '/auth/v1/social/connect', {
        uri,
        deviceSecret: device,
      })
      expect(res.status, uri).toBe(404)
    }
    // The same answer through the browser that began it: the secret comes with it, and redeems.
    const page = await socialCallback(service, answer, attackerBrowser.cookie)
    if (!page.data) throw new Error(page.html)
    expect(new URL(page.data.answer.uri).searchParams.get('portico_redeem')).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    )
    const redeemed = await callJson(service.app, 'POST', '/auth/v1/social/connect', {
      uri: page.data.answer.uri,
      deviceSecret: device,
    })
    expect(redeemed.status).toBe(200)
  })

  it('gives the attacker’s page no code when the visitor’s own browser ran the popup', async () => {
    const device = attackerDevice()
    const login = await forgedStart(device)
    // The attacker's page opened the begin link in the visitor's browser: the visitor's cookie.
    const { browser: visitor, answer } = await beginAndSignIn(login.uri)
    const page = await socialCallback(service, answer, visitor.cookie)
    if (!page.data) throw new Error(`no answer for the visitor's browser: ${page.html}`)
    // What the page (at parentOrigin) is sent names the login and carries no code or state.
    const toPage = new URL(page.data.callback.uri)
    expect([...toPage.searchParams.keys()]).toEqual(['login'])
    // The code goes only to windows on the frame's origin, and a frame that did not start this
    // login (the attacker's page may embed one) keeps nothing.
    expect(page.data.frameOrigin).toBe(TEST_PUBLIC_URL)
    const attackerFrame = createNodeFrame(service, undefined, { socialWaitMs: 100 })
    expect(attackerFrame.receiveMessage({ origin: TEST_PUBLIC_URL, data: page.data.answer })).toBe(
      false,
    )
    await expect(
      attackerFrame.request('CONNECT_SOCIAL', { uri: page.data.callback.uri }),
    ).rejects.toThrow('This login has expired. Please start again')
    // The server refuses the answer from anyone but the frame's origin, and the device that
    // started the login redeems it only from there: a server replaying it gets 403.
    const fromServer = await service.app.request('/auth/v1/social/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri: page.data.answer.uri, deviceSecret: device }),
    })
    expect(fromServer.status).toBe(403)
    expect(await fromServer.json()).toEqual(refused)
    // Another device cannot redeem the answer either.
    const otherDevice = await callJson(service.app, 'POST', '/auth/v1/social/connect', {
      uri: page.data.answer.uri,
      deviceSecret: attackerDevice(),
    })
    expect(otherDevice.status).toBe(404)
  })

  it('only accepts the provider’s answer at this service’s redirect URI', async () => {
    const device = attackerDevice()
    const login = await forgedStart(device)
    const { browser: visitor, answer } = await beginAndSignIn(login.uri)
    const page = await socialCallback(service, answer, visitor.cookie)
    const elsewhere = new URL(String(page.data?.answer.uri))
    elsewhere.host = 'evil.example'
    const res = await callJson(service.app, 'POST', '/auth/v1/social/connect', {
      uri: elsewhere.href,
      deviceSecret: device,
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
  })

  it('a provider account alone does not open a key another device holds: the mailbox approves first', async () => {
    const signInAs = async (frame: ReturnType<typeof createNodeFrame>, username: string) => {
      const { uri } = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })) as {
        uri: string
      }
      const begun = await beginSocialLogin(service, uri)
      const answer = await walkDevSignIn(String(begun.providerUrl), { redirectUri, username })
      const page = await socialCallback(service, answer, begun.cookie)
      if (!page.data) throw new Error(page.html)
      frame.receiveMessage({ origin: page.data.frameOrigin, data: page.data.answer })
      return frame.request('CONNECT_SOCIAL', { uri: page.data.callback.uri })
    }
    // The visitor's device makes the key.
    const visitor = (await signInAs(createNodeFrame(service), 'grace')) as { address: string }
    expect(visitor.address).toMatch(/^0x/)
    // Whoever holds the provider account signs in on another device: no session, no shares.
    const other = createNodeFrame(service)
    expect(await signInAs(other, 'grace')).toEqual({
      action: 'VERIFY_DEVICE',
      email: 'grace@portico.localhost',
    })
    await expect(other.request('GET_USER', {})).rejects.toThrow('Not signed in')
    await expect(
      other.request('RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x6869', visitor.address],
      }),
    ).rejects.toThrow()
    const recover = await callJson(service.app, 'POST', '/keys/v1/recover', {})
    expect(recover.status).toBe(401)
  })
})
