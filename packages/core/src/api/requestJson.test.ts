import { ValidationError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { FetchLike } from './ApiTransport'
import {
  ApiHttpError,
  ApiInvalidResponseError,
  ApiNetworkError,
  ApiTimeoutError,
} from './apiErrors'
import { requestJson } from './requestJson'

const schema = z.object({ ok: z.boolean() })
const url = 'http://gateway.test/thing'
const transport = (fetch: FetchLike) => ({ fetch, timeoutMs: 10_000 })
const answer =
  (body: string, status = 200): FetchLike =>
  async () =>
    new Response(body, { status })

afterEach(() => {
  vi.useRealTimers()
})

describe('requestJson', () => {
  it('returns the validated answer and sends JSON bodies with their content type', async () => {
    const fetch = vi.fn<FetchLike>(answer('{"ok":true,"extra":1}'))
    await expect(
      requestJson(transport(fetch), { url, method: 'POST', body: { a: [1] }, schema }),
    ).resolves.toEqual({ ok: true })
    const [, init] = fetch.mock.calls[0] ?? []
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":[1]}')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' })
  })

  it('sends GETs without a body or content type', async () => {
    const fetch = vi.fn<FetchLike>(answer('{"ok":false}'))
    await requestJson(transport(fetch), { url, schema })
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' })
    expect(fetch.mock.calls[0]?.[1].headers).toBeUndefined()
    expect(fetch.mock.calls[0]?.[1].body).toBeUndefined()
  })

  it('sends extra headers with or without a body', async () => {
    const fetch = vi.fn<FetchLike>(answer('{"ok":true}'))
    const authorization = 'Bearer t1'
    await requestJson(transport(fetch), { url, headers: { authorization }, schema })
    await requestJson(transport(fetch), {
      url,
      method: 'POST',
      body: {},
      headers: { authorization },
      schema,
    })
    expect(fetch.mock.calls.map(([, init]) => init.headers)).toEqual([
      { authorization },
      { authorization, 'Content-Type': 'application/json' },
    ])
  })

  it('turns a schema mismatch into ApiInvalidResponseError, each wrong field in the spec sentences', async () => {
    const error = await requestJson(transport(answer('{"ok":"yes"}')), { url, schema }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiInvalidResponseError)
    const cause = (error as ApiInvalidResponseError).cause
    expect(cause).toBeInstanceOf(ValidationError)
    expect((cause as ValidationError).problems).toEqual([
      { path: ['ok'], message: 'Expected boolean, received string' },
    ])
    expect((error as ApiInvalidResponseError).details).toBe('ok: Expected boolean, received string')
    expect((error as ApiInvalidResponseError).url).toBe(url)
    const missing = await requestJson(transport(answer('{}')), { url, schema }).catch(
      (e: unknown) => e,
    )
    expect(((missing as ApiInvalidResponseError).cause as ValidationError).shortMessage).toBe(
      'Required',
    )
  })

  it('turns a body that is not JSON into ApiInvalidResponseError', async () => {
    const error = await requestJson(transport(answer('<html>oops')), { url, schema }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiInvalidResponseError)
    expect((error as ApiInvalidResponseError).cause).toBeInstanceOf(SyntaxError)
  })

  it('turns a non-2xx answer into ApiHttpError carrying status and body', async () => {
    const body = '{"code":"RATE_LIMITED","message":"Too many requests"}'
    const error = await requestJson(transport(answer(body, 429)), { url, schema }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiHttpError)
    const http = error as ApiHttpError
    expect(http.status).toBe(429)
    expect(http.serverMessage).toBe('Too many requests')
    expect(http.cause).toEqual({
      url,
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests' },
    })
  })

  it('keeps a non-JSON error body as text', async () => {
    const error = await requestJson(transport(answer('Bad Gateway', 502)), { url, schema }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ status: 502, body: 'Bad Gateway', serverMessage: undefined })
  })

  it('aborts after the timeout with ApiTimeoutError, even when fetch ignores the signal', async () => {
    vi.useFakeTimers()
    let seen: AbortSignal | undefined
    const hanging: FetchLike = (_, init) => {
      seen = init.signal ?? undefined
      return new Promise(() => {})
    }
    const pending = requestJson(transport(hanging), { url, schema }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(seen?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(seen?.aborted).toBe(true)
  })

  it('times out a body that never finishes', async () => {
    vi.useFakeTimers()
    const stalled: FetchLike = async () =>
      new Response(new ReadableStream({ start: () => {} }), { status: 200 })
    const pending = requestJson(transport(stalled), { url, schema }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await pending).toBeInstanceOf(ApiTimeoutError)
  })

  it('reports a failed send as ApiNetworkError', async () => {
    const refused: FetchLike = async () => {
      throw new TypeError('fetch failed')
    }
    const error = await requestJson(transport(refused), { url, schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect((error as ApiNetworkError).cause).toBeInstanceOf(TypeError)
  })

  it("rejects with the caller's abort reason", async () => {
    const controller = new AbortController()
    const pending = requestJson(
      transport(() => new Promise(() => {})),
      {
        url,
        schema,
        signal: controller.signal,
      },
    ).catch((e: unknown) => e)
    controller.abort(new Error('left the view'))
    expect(await pending).toEqual(new Error('left the view'))
  })
})
