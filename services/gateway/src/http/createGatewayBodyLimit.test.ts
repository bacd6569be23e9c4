import { silentLogger } from '@portico/server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createErrorHandler } from '../errors/errorHandler'
import type { AppEnv } from './AppEnv'
import { createGatewayBodyLimit } from './createGatewayBodyLimit'

function app() {
  const hono = new Hono<AppEnv>()
  hono.onError(createErrorHandler(silentLogger))
  hono.on('POST', '*', createGatewayBodyLimit({ maxBytes: 4, rpcMaxBytes: 8 }))
  hono.post('*', async (c) => c.text(`got ${(await c.req.text()).length}`))
  return hono
}

describe('createGatewayBodyLimit', () => {
  it('holds the chain JSON-RPC proxy to its own limit', async () => {
    const res = await app().request('/v1', { method: 'POST', body: '12345678' })
    expect(await res.text()).toBe('got 8')
    const tooLarge = await app().request('/v1', { method: 'POST', body: '123456789' })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is larger than 8 bytes',
    })
  })

  it('holds every other path to the general limit', async () => {
    expect(await (await app().request('/v1/x', { method: 'POST', body: '1234' })).text()).toBe(
      'got 4',
    )
    const tooLarge = await app().request('/v1/x', { method: 'POST', body: '12345' })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toMatchObject({
      message: 'Request body is larger than 4 bytes',
    })
  })
})
