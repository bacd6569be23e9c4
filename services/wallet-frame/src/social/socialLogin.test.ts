import {
  codeOf,
  linkOf,
  type MailCatcher,
  nextMail,
  walkDevSignIn,
} from '@portico/wallet-frame-dev'
import { type Hex, hashMessage, recoverAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage, createNodeFrame } from '../testing/createNodeFrame'
import type { TestService } from '../testing/createTestService'
import { beginSocialLogin, socialCallback } from '../testing/socialCallback'
import { type SocialTestStack, startSocialTestStack } from '../testing/startSocialTestStack'

// The whole popup flow against a real oidc-provider over HTTP: the frame's requests, the begin
// page binding the login to one browser, the provider's sign-in page walked headless, the
// callback page and its answer to the frame, the code exchange, the key.
let redirectUri: string
let mail: MailCatcher
let stack: SocialTestStack
let service: TestService
const seen = new Set<string>()

beforeAll(async () => {
  stack = await startSocialTestStack()
  ;({ mail, service, redirectUri } = stack)
})
afterAll(async () => {
  await stack?.close()
})

type Frame = ReturnType<typeof createNodeFrame>
const signIn = async (frame: Frame, provider: string, username: string) => {
  const { uri } = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider })) as { uri: string }
  const begun = await beginSocialLogin(service, uri)
  const answer = await walkDevSignIn(String(begun.providerUrl), { redirectUri, username })
  const page = await socialCallback(service, answer, begun.cookie)
  if (!page.data) throw new Error(`the callback page has no answer: ${page.html}`)
  const { data } = page
  // What the browser does with the callback page's messages: the answer reaches the frame.
  expect(frame.receiveMessage({ origin: data.frameOrigin, data: data.answer })).toBe(true)
  return {
    answer,
    page,
    data,
    callback: data.callback,
    connect: () => frame.request('CONNECT_SOCIAL', { uri: data.callback.uri }),
  }
}
const signs = async (frame: Frame, address: string) => {
  const signature = (await frame.request('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['0x6869', address],
  })) as Hex
  expect(await recoverAddress({ hash: hashMessage('hi'), signature })).toBe(address)
}

describe('social login through the dev identity provider', () => {
  let adaAddress: string

  it('google (OpenID Connect): a wallet with the verified email, the provider and the username', async () => {
    const frame = createNodeFrame(service)
    const { answer, page, data, callback, connect } = await signIn(frame, 'google', 'ada')
    expect(answer.method).toBe('GET')
    expect(callback.type).toBe('@portico-social/CALLBACK')
    // The page that asked, as the frame saw it, gets only a URI that names the login; the code
    // goes to the frame's own origin.
    expect(data.parentOrigin).toBe('http://127.0.0.1:5173')
    expect(data.frameOrigin).toBe('http://127.0.0.1:8789')
    expect(callback.uri).toBe(`http://127.0.0.1:8789/social/callback?login=${data.answer.loginId}`)
    expect(new URL(data.answer.uri).searchParams.get('code')).toBeTruthy()
    expect(page.response.headers.get('referrer-policy')).toBe('no-referrer')
    // The begin cookie is spent: the callback page clears it.
    expect(page.response.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    const user = (await connect()) as Record<string, unknown>
    expect(user).toMatchObject({
      email: 'ada@portico.localhost',
      authProvider: 'google',
      userName: 'Ada Lovelace',
      chainId: 31337,
    })
    adaAddress = String(user.address)
    expect(await frame.request('GET_USER', {})).toEqual(user)
    await signs(frame, adaAddress)
  })

  it('github (plain OAuth 2): read from its profile endpoint; an unverified email joins nothing', async () => {
    const frame = createNodeFrame(service)
    const user = (await (await signIn(frame, 'github', 'ada')).connect()) as Record<string, unknown>
    expect(user).toMatchObject({ email: null, authProvider: 'github', userName: 'ada' })
    expect(user.address).not.toBe(adaAddress)
    await signs(frame, String(user.address))
  })

  it('apple (form_post) on a new device: the same verified email reaches the same wallet after mailbox approval', async () => {
    const frame = createNodeFrame(service, createMemoryStorage())
    const { answer, page, connect } = await signIn(frame, 'apple', 'ada')
    expect(answer.method).toBe('POST')
    // The cross-site POST goes on as a GET, which carries the browser's Lax cookie.
    expect(page.posted?.status).toBe(303)
    // Ada's key is on another device: this one is approved from her mailbox first.
    expect(await connect()).toEqual({ action: 'VERIFY_DEVICE', email: 'ada@portico.localhost' })
    await expect(frame.request('GET_USER', {})).rejects.toThrow()
    const waiting = frame.request('CONNECT_DEVICE')
    const link = new URL(linkOf(await nextMail(mail.webUrl, 'ada@portico.localhost', seen)))
    const approved = await service.app.request('/device/approve', {
      method: 'POST',
      body: new URLSearchParams({ token: String(link.searchParams.get('token')) }),
    })
    expect(approved.status).toBe(200)
    await waiting
    await frame.request('CONNECT_OTP', {
      otp: codeOf(await nextMail(mail.webUrl, 'ada@portico.localhost', seen)),
    })
    const user = (await frame.request('GET_USER', {})) as Record<string, unknown>
    expect(user).toMatchObject({ email: 'ada@portico.localhost', address: adaAddress })
    await signs(frame, adaAddress)
    // Known now: its next social login goes straight in.
    expect(await (await signIn(frame, 'google', 'ada')).connect()).toMatchObject({
      address: adaAddress,
      authProvider: 'google',
    })
  })

  it('email login with that address reaches the same wallet too', async () => {
    const frame = createNodeFrame(service)
    const social = (await (await signIn(frame, 'google', 'alan')).connect()) as { address: string }
    await frame.request('SIGN_OUT')
    // The device that holds the key: the email login goes straight to the code.
    expect(await frame.request('CONNECT_EMAIL', { email: 'alan@portico.localhost' })).toEqual({
      action: 'VERIFY_OTP',
    })
    await frame.request('CONNECT_OTP', {
      otp: codeOf(await nextMail(mail.webUrl, 'alan@portico.localhost', seen)),
    })
    expect(await frame.request('GET_USER', {})).toMatchObject({
      address: social.address,
      authProvider: 'email',
      userName: null,
    })
  })

  it('each of the six providers signs in and keeps its username', async () => {
    const expected: Record<string, unknown> = {
      google: 'Grace Hopper',
      x: 'grace',
      discord: 'grace',
      github: 'grace',
      apple: null,
      facebook: 'Grace Hopper',
    }
    // One device: the verified email joins the providers to the key this device made first.
    const frame = createNodeFrame(service)
    for (const [provider, userName] of Object.entries(expected)) {
      const user = await (await signIn(frame, provider, 'grace')).connect()
      expect(user, provider).toMatchObject({ authProvider: provider, userName })
      await frame.request('SIGN_OUT')
    }
  })

  it('refuses a replayed answer, another device, a cancelled sign-in and an unknown provider', async () => {
    const frame = createNodeFrame(service)
    const first = await signIn(frame, 'discord', 'alan')
    // Another device (its own frame, which never started this login) has no answer for it.
    const other = createNodeFrame(service)
    expect(other.receiveMessage({ origin: first.data.frameOrigin, data: first.data.answer })).toBe(
      false,
    )
    await expect(other.request('CONNECT_SOCIAL', { uri: first.callback.uri })).rejects.toThrow(
      'This login has expired. Please start again',
    )
    // A hand-back that is not this frame's callback names no login of it.
    const elsewhere = new URL(first.callback.uri)
    elsewhere.host = 'evil.example'
    await expect(frame.request('CONNECT_SOCIAL', { uri: elsewhere.href })).rejects.toThrow(
      'This login has expired. Please start again',
    )
    await first.connect()
    await expect(first.connect()).rejects.toThrow('This login has expired. Please start again')

    const cancelled = await signIn(frame, 'x', 'cancel')
    expect(new URL(cancelled.data.answer.uri).searchParams.get('error')).toBe('access_denied')
    await expect(cancelled.connect()).rejects.toThrow('The social login was cancelled')

    await expect(frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).rejects.toThrow(
      'This social login is not available',
    )
  })

  it('refuses a used code presented again under a new login of the same device', async () => {
    const frame = createNodeFrame(service)
    const first = await signIn(frame, 'github', 'alan')
    await first.connect()
    const { uri } = (await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })) as {
      uri: string
    }
    const loginId = String(new URL(uri).searchParams.get('login'))
    const { providerUrl, cookie } = await beginSocialLogin(service, uri)
    // The old code under the new login's state, through the new login's own popup: the
    // callback hands it over with a fresh redeem secret, so it is the provider that refuses it.
    const replay = new URL(first.data.answer.uri)
    replay.searchParams.set('state', String(new URL(String(providerUrl)).searchParams.get('state')))
    replay.searchParams.delete('portico_redeem')
    const page = await socialCallback(service, { method: 'GET', url: replay.href }, cookie)
    if (!page.data) throw new Error(page.html)
    expect(frame.receiveMessage({ origin: page.data.frameOrigin, data: page.data.answer })).toBe(
      true,
    )
    const handBack = `http://127.0.0.1:8789/social/callback?login=${loginId}`
    await expect(frame.request('CONNECT_SOCIAL', { uri: handBack })).rejects.toThrow(
      'The social login failed. Please try again',
    )
  })

  it('shows an expired page, and hands nothing back, for an answer it does not know', async () => {
    const response = await service.app.request('/social/callback?code=abc&state=unknown')
    const html = await response.text()
    expect(html).toContain('This sign-in has expired')
    expect(html).not.toContain('portico-social-result')
  })
})
