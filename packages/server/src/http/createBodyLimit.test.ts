import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createBodyLimit } from './createBodyLimit'

class TooLarge extends Error {}

function app() {
  const hono = new Hono()
  // A service's error handler shapes what `refuse` throws.
  hono.onError((error, c) =>
    error instanceof TooLarge
      ? c.json({ code: 'PAYLOAD_TOO_LARGE', message: error.message }, 413)
      : c.text('unexpected', 500),
  )
  hono.post(
    '*',
    createBodyLimit({
      maxBytes: 8,
      refuse: () => {
        throw new TooLarge('Request body is larger than 8 bytes')
      },
    }),
  )
  hono.post('/', async (c) => c.text(`got ${(await c.req.text()).length}`))
  return hono
}

const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const char of text) controller.enqueue(new TextEncoder().encode(char))
      controller.close()
    },
  })

describe('createBodyLimit', () => {
  it('judges a declared length from the header, body-less POSTs included', async () => {
    expect(await (await app().request('/', { method: 'POST' })).text()).toBe('got 0')
    expect(await (await app().request('/', { method: 'POST', body: '12345678' })).text()).toBe(
      'got 8',
    )
    const big = await app().request('/', { method: 'POST', body: '123456789' })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is larger than 8 bytes',
    })
  })

  it('counts a body of unknown length as it streams', async () => {
    const post = (text: string) =>
      app().request('/', { method: 'POST', body: chunked(text), duplex: 'half' } as RequestInit)
    expect(await (await post('1234')).text()).toBe('got 4')
    expect((await post('1234567890')).status).toBe(413)
  })

  it('answers with the response refuse returns', async () => {
    const hono = new Hono()
    hono.post('*', createBodyLimit({ maxBytes: 2, refuse: (c) => c.text('too big', 413) }))
    hono.post('/', (c) => c.text('ok'))
    const res = await hono.request('/', { method: 'POST', body: 'abc' })
    expect([res.status, await res.text()]).toEqual([413, 'too big'])
  })
})
