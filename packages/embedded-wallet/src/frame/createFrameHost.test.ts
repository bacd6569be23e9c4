// @vitest-environment jsdom
import {
  FrameIframeNotSetError,
  RequestAbortedError,
  RpcCallNotAllowedError,
  SomethingWentWrongError,
  UserRejectedRequestError,
  ValidationError,
} from '@portico/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameHost } from './createFrameHost'
import type { FrameAlertKey, FrameHost } from './FrameHost'

const FRAME = 'http://127.0.0.1:8789'

type Posted = { message: { id: string; type: string; payload?: unknown }; origin: string }

function start() {
  const alerts: FrameAlertKey[] = []
  const ignored: string[] = []
  const host = createFrameHost({
    frameUrl: FRAME,
    projectId: 'demo',
    chainId: 31337,
    onAlert: (key) => alerts.push(key),
    onIgnoredMessage: (reason) => ignored.push(reason),
  })
  const posted: Posted[] = []
  const contentWindow = () => {
    const win = host.iframe.contentWindow
    if (!win) throw new Error('no frame window')
    return win
  }
  const deliver = (data: unknown, init: { origin?: string; source?: Window | null } = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? FRAME,
        source: init.source === undefined ? contentWindow() : init.source,
      }),
    )
  }
  const ready = async () => {
    // Created lazily: the first request adds the iframe, then it announces itself.
    await vi.advanceTimersByTimeAsync(0)
    vi.spyOn(contentWindow(), 'postMessage').mockImplementation(((
      message: unknown,
      origin: unknown,
    ) => posted.push({ message, origin } as Posted)) as Window['postMessage'])
    deliver({ type: '@portico-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
  }
  // The frame answers the `index`th message posted to it, a GET_CHAIN_ID, with `chainId`.
  const answerChainId = (index: number, chainId: number) =>
    deliver({
      id: posted[index]?.message.id,
      type: '@portico-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId },
    })
  return { host, alerts, ignored, posted, deliver, ready, contentWindow, answerChainId }
}

/** Each navigation of `iframe`, as the host's code sets its src. */
function recordNavigations(iframe: HTMLIFrameElement): string[] {
  const navigations: string[] = []
  const src = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')
  Object.defineProperty(iframe, 'src', {
    configurable: true,
    get() {
      return src?.get?.call(this)
    },
    set(value: string) {
      navigations.push(value)
      src?.set?.call(this, value)
    },
  })
  return navigations
}

let host: FrameHost | undefined

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  host?.destroy()
  host = undefined
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('createFrameHost', () => {
  it('loads <frameUrl>/frame with the spec query and posts requests only to its origin', async () => {
    const t = start()
    host = t.host
    const answer = t.host.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await t.ready()
    const src = new URL(t.host.iframe.src)
    expect(src.origin + src.pathname).toBe(`${FRAME}/frame`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: '31337',
      version: '4',
      enableLogger: 'false',
    })
    expect(t.posted).toHaveLength(1)
    const [sent] = t.posted
    expect(sent?.origin).toBe(FRAME)
    expect(sent?.message).toMatchObject({
      type: '@portico-app/CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
    t.deliver({
      id: sent?.message.id,
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('waits the ready delay after READY before sending', async () => {
    const t = start()
    host = t.host
    t.host.request('GET_CHAIN_ID').catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const spy = vi.spyOn(t.contentWindow(), 'postMessage').mockImplementation(() => {})
    t.deliver({ type: '@portico-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(spy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(spy).toHaveBeenCalledOnce()
  })

  it('drops answers from another origin, another window, malformed ones and unknown ids', async () => {
    const t = start()
    host = t.host
    const answer = t.host.request('GET_CHAIN_ID')
    await t.ready()
    const id = t.posted[0]?.message.id
    const good = { id, type: '@portico-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }
    let settled = false
    void answer.then(() => {
      settled = true
    })
    t.deliver(good, { origin: 'http://127.0.0.1:5173' })
    t.deliver(good, { origin: 'http://127.0.0.1:87890' })
    t.deliver(good, { source: window })
    t.deliver(good, { source: null })
    t.deliver({ ...good, payload: { chainId: -1 } })
    t.deliver('{"not":"json object"}')
    t.deliver({ ...good, id: 'someone-else' })
    t.deliver({
      ...good,
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(t.ignored).toEqual([
      'origin',
      'origin',
      'source',
      'source',
      'malformed',
      'malformed',
      'unknown id',
      'answer of another request',
    ])
    t.deliver({ ...good, payload: { chainId: 31338 } })
    await expect(answer).resolves.toEqual({ chainId: 31338 })
  })

  it('ignores a replayed answer: each id settles once', async () => {
    const t = start()
    host = t.host
    const first = t.host.request('RPC_REQUEST', { method: 'eth_chainId' })
    await t.ready()
    const id = t.posted[0]?.message.id
    t.deliver({ id, type: '@portico-frame/RPC_REQUEST_SUCCESS', payload: '0x7a69' })
    await expect(first).resolves.toBe('0x7a69')
    t.deliver({ id, type: '@portico-frame/RPC_REQUEST_SUCCESS', payload: '0xdead' })
    expect(t.ignored).toEqual(['unknown id'])
    // A new request gets a new id: the replay cannot answer it either.
    const second = t.host.request('RPC_REQUEST', { method: 'eth_chainId' })
    await vi.advanceTimersByTimeAsync(0)
    const secondId = t.posted[1]?.message.id
    expect(secondId).not.toBe(id)
    t.deliver({ id, type: '@portico-frame/RPC_REQUEST_SUCCESS', payload: '0xdead' })
    t.deliver({ id: secondId, type: '@portico-frame/RPC_REQUEST_SUCCESS', payload: '0x7a6a' })
    await expect(second).resolves.toBe('0x7a6a')
  })

  it('maps error answers: no message, a declined approval, a refused method, a frame message', async () => {
    const t = start()
    host = t.host
    const requests = [
      t.host.request('CONNECT_OTP', { otp: '123456' }),
      t.host.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x1'] }),
      t.host.request('RPC_REQUEST', { method: 'eth_sign' }),
      t.host.request('CONNECT_OTP', { otp: '000000' }),
    ]
    for (const r of requests) r.catch(() => {})
    await t.ready()
    const ids = t.posted.map((p) => p.message.id)
    t.deliver({ id: ids[0], type: '@portico-frame/CONNECT_OTP_ERROR', payload: {} })
    t.deliver({
      id: ids[1],
      type: '@portico-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 'USER_REJECTED' },
    })
    t.deliver({
      id: ids[2],
      type: '@portico-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed', code: 'RPC_NOT_ALLOWED' },
    })
    t.deliver({
      id: ids[3],
      type: '@portico-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code', code: 'INVALID_OTP' },
    })
    await expect(requests[0]).rejects.toMatchObject({ shortMessage: 'An error occurred' })
    await expect(requests[1]).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(requests[2]).rejects.toBeInstanceOf(RpcCallNotAllowedError)
    await expect(requests[3]).rejects.toMatchObject({
      shortMessage: 'Invalid code',
      code: 'INVALID_OTP',
    })
    expect(t.alerts).toEqual([])
  })

  it('raises Session Expired when the frame says the token is not valid yet', async () => {
    const t = start()
    host = t.host
    const answer = t.host.request('IS_CONNECTED', {})
    answer.catch(() => {})
    await t.ready()
    t.deliver({
      id: t.posted[0]?.message.id,
      type: '@portico-frame/IS_CONNECTED_ERROR',
      payload: { message: 'JWT validation error: JWT Token is not yet valid' },
    })
    await expect(answer).rejects.toMatchObject({
      shortMessage: 'JWT validation error: JWT Token is not yet valid',
    })
    expect(t.alerts).toEqual(['SESSION_EXPIRED'])
  })

  it('times out connect requests after 30 s with the alert, but not signing requests', async () => {
    const t = start()
    host = t.host
    const connect = t.host.request('CONNECT_DEVICE')
    const sign = t.host.request('RPC_REQUEST', { method: 'personal_sign' })
    connect.catch(() => {})
    let signSettled = false
    sign.then(
      () => {
        signSettled = true
      },
      () => {
        signSettled = true
      },
    )
    await t.ready()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(t.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await connect.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SomethingWentWrongError)
    expect((error as SomethingWentWrongError).walk()).toMatchObject({
      shortMessage: 'Embedded Wallet Request Timed Out',
    })
    expect(t.alerts).toEqual(['EMBEDDED_WALLET_REQUEST_TIMEOUT'])
    // A late answer to the timed-out request is dropped.
    t.deliver({
      id: t.posted[0]?.message.id,
      type: '@portico-frame/CONNECT_DEVICE_SUCCESS',
      payload: undefined,
    })
    expect(t.ignored).toEqual(['unknown id'])
    await vi.advanceTimersByTimeAsync(120_000)
    expect(signSettled).toBe(false)
  })

  it('fails with the load alert when the frame never says READY in 20 s, and retries after', async () => {
    const t = start()
    host = t.host
    const first = t.host.request('GET_CHAIN_ID')
    first.catch(() => {})
    await vi.advanceTimersByTimeAsync(19_999)
    expect(t.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect((await first.catch((e: SomethingWentWrongError) => e.walk())) as object).toMatchObject({
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    expect(t.alerts).toEqual(['EMBEDDED_WALLET_LOAD_FAILED'])
    const second = t.host.request('GET_CHAIN_ID')
    await t.ready()
    t.answerChainId(0, 31337)
    await expect(second).resolves.toEqual({ chainId: 31337 })
  })

  it('loads the page again when it loaded without saying READY, and the request goes through', async () => {
    const t = start()
    host = t.host
    const answer = t.host.request('GET_CHAIN_ID')
    await vi.advanceTimersByTimeAsync(0)
    const navigations = recordNavigations(t.host.iframe)
    // The page loaded, its script ran, and no READY came (a stalled start).
    t.host.iframe.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(999)
    expect(navigations).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(navigations).toEqual([t.host.iframe.src])
    // The page loaded again says READY, long before the 20 s limit.
    await t.ready()
    t.answerChainId(0, 31337)
    await expect(answer).resolves.toEqual({ chainId: 31337 })
    expect(t.alerts).toEqual([])
    // A load event after READY changes nothing.
    t.host.iframe.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(navigations).toHaveLength(1)
  })

  it('loads the page again when it said nothing for 4 s, not even its load event', async () => {
    const t = start()
    host = t.host
    const answer = t.host.request('GET_CHAIN_ID')
    answer.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const navigations = recordNavigations(t.host.iframe)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(navigations).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(navigations).toEqual([t.host.iframe.src])
    // Twice at most; then the 20 s limit says the load failed.
    await vi.advanceTimersByTimeAsync(16_000)
    expect(navigations).toHaveLength(2)
    await expect(answer).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(t.alerts).toEqual(['EMBEDDED_WALLET_LOAD_FAILED'])
  })

  it("aborts with 'Request was aborted' on the signal and on destroy", async () => {
    const t = start()
    const controller = new AbortController()
    const signed = t.host.request(
      'RPC_REQUEST',
      { method: 'personal_sign' },
      {
        signal: controller.signal,
      },
    )
    const other = t.host.request('GET_CHAIN_ID')
    await t.ready()
    controller.abort()
    await expect(signed).rejects.toBeInstanceOf(RequestAbortedError)
    t.host.destroy()
    await expect(other).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(t.host.iframe.isConnected).toBe(false)
  })

  it('refuses to send a malformed request, in the spec validation sentences', async () => {
    const t = start()
    host = t.host
    const refusal = (payload: unknown) =>
      t.host.request('CONNECT_OTP', payload as { otp: string }).catch((e: unknown) => e)
    const tooShort = await refusal({ otp: '' })
    expect(tooShort).toBeInstanceOf(ValidationError)
    expect((tooShort as ValidationError).shortMessage).toBe('Invalid input')
    expect((tooShort as ValidationError).details).toBe('payload.otp: Invalid input')
    expect(((await refusal({})) as ValidationError).shortMessage).toBe('Required')
    expect(((await refusal({ otp: 123456 })) as ValidationError).shortMessage).toBe(
      'Expected string, received number',
    )
    expect(t.host.iframe.isConnected).toBe(false)
  })

  it("says 'W3mFrame: iframe is not set' when the page removed the loaded iframe", async () => {
    const t = start()
    host = t.host
    const first = t.host.request('GET_CHAIN_ID')
    await t.ready()
    t.answerChainId(0, 31337)
    await expect(first).resolves.toEqual({ chainId: 31337 })
    // Another script on the page clears the body: the frame's window is gone.
    t.host.iframe.remove()
    const error = await t.host.request('GET_CHAIN_ID').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameIframeNotSetError)
    expect((error as FrameIframeNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
  })

  it('reloads the frame page: open requests are aborted, the next waits for the new READY', async () => {
    const t = start()
    host = t.host
    const first = t.host.request('GET_CHAIN_ID')
    await t.ready()
    const abandoned = t.host.request('RPC_REQUEST', { method: 'personal_sign' })
    abandoned.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(t.host.isPending('RPC_REQUEST')).toBe(true)
    t.answerChainId(0, 1)
    await first

    const reloaded = t.host.reload()
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbortedError)
    expect(t.host.isPending('RPC_REQUEST')).toBe(false)
    const next = t.host.request('GET_CHAIN_ID')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(t.posted).toHaveLength(2)
    // jsdom gives the navigated frame a new window object (browsers keep one WindowProxy).
    vi.spyOn(t.contentWindow(), 'postMessage').mockImplementation(((
      message: unknown,
      origin: unknown,
    ) => t.posted.push({ message, origin } as Posted)) as Window['postMessage'])
    t.deliver({ type: '@portico-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    await reloaded
    expect(t.posted).toHaveLength(3)
    t.answerChainId(2, 31337)
    await expect(next).resolves.toEqual({ chainId: 31337 })
  })
})
