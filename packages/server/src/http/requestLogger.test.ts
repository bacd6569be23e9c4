import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger'
import { createMetrics } from '../metrics/createMetrics'
import { collectLines } from '../testing/collectLines'
import { requestLogger } from './requestLogger'

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

function setup() {
  const sink = collectLines()
  const logger = createLogger({ service: 'test', level: 'debug', destination: sink })
  const metrics = createMetrics({ service: 'test' })
  const app = new Hono()
  app.use('*', requestLogger({ logger, metrics }))
  app.get('/v1/account/:address/balance', (c) => c.json({ ok: true }))
  app.post('/auth/v1/login', async (c) => c.json({ got: (await c.req.json()) !== null }))
  app.get('/boom', () => {
    throw new Error('unexpected')
  })
  app.get('/health/live', (c) => c.json({ ok: true }))
  return { sink, metrics, app }
}

describe('requestLogger', () => {
  it('logs one line per request: id, method, route pattern, status, duration, client network', async () => {
    const { sink, app } = setup()
    const res = await app.request('/v1/account/0xabc/balance', {}, from('203.0.113.77'))
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(sink.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        requestId: id,
        method: 'GET',
        route: '/v1/account/:address/balance',
        status: 200,
        durationMs: expect.any(Number),
        client: '203.0.113.0',
      }),
    ])
  })

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const { app } = setup()
    const kept = await app.request('/health/live', { headers: { 'x-request-id': 'abc-123-def' } })
    expect(kept.headers.get('x-request-id')).toBe('abc-123-def')
    const replaced = await app.request('/health/live', {
      headers: { 'x-request-id': 'bad id with spaces' },
    })
    // A fresh UUID in its place (a random one can hold the letters "bad": compare the shape).
    expect(replaced.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('cuts an IPv6 client to its /64 and names unmatched paths and failures', async () => {
    const { sink, app } = setup()
    await app.request('/nowhere/0xabc', {}, from('2001:db8:1:2:3:4:5:6'))
    await app.request('/boom')
    expect(
      sink.lines.map(({ route, status, client, level }) => [route, status, client, level]),
    ).toEqual([
      ['unmatched', 404, '2001:db8:1:2::', 'info'],
      ['/boom', 500, 'unknown', 'error'],
    ])
  })

  it('never writes a login code, token or share from the URL or the body', async () => {
    const { sink, app } = setup()
    const secret = 'code-918273-token-abcdef-share-0x55aa'
    await app.request(`/v1/account/${secret}/balance?code=${secret}&token=${secret}`, {
      headers: { authorization: `Bearer ${secret}` },
    })
    await app.request(`/auth/v1/login?code=${secret}`, {
      method: 'POST',
      body: JSON.stringify({ code: secret, share: secret }),
    })
    expect(sink.lines).toHaveLength(2)
    expect(sink.text()).not.toContain(secret)
    expect(sink.text()).not.toContain('918273')
  })

  it('observes each request in the latency histogram by route pattern, method and status', async () => {
    const { metrics, app } = setup()
    await app.request('/v1/account/0x1/balance')
    await app.request('/v1/account/0x2/balance')
    const text = await metrics.render()
    expect(text).toContain(
      'portico_http_request_duration_seconds_count{service="test",route="/v1/account/:address/balance",method="GET",status="200"} 2',
    )
    expect(text).not.toContain('0x1')
  })

  it('logs probes at debug only', async () => {
    const { sink, app } = setup()
    await app.request('/health/live')
    expect(sink.lines[0]?.level).toBe('debug')
  })
})
