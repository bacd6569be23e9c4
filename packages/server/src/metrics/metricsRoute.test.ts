import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createMetrics } from './createMetrics'
import { metricsRoute } from './metricsRoute'
import { observePgPool } from './observePgPool'

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

function app(token?: string) {
  const metrics = createMetrics({ service: 'test' })
  const hono = new Hono()
  hono.get('/metrics', metricsRoute({ metrics, token }))
  return { metrics, hono }
}

describe('metricsRoute', () => {
  it('serves Prometheus text with the process metrics to loopback clients', async () => {
    const { hono } = app()
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await hono.request('/metrics', {}, from(address))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/plain')
      const text = await res.text()
      expect(text).toContain('process_cpu_user_seconds_total{service="test"}')
      expect(text).toContain('# TYPE portico_rate_limit_refusals_total counter')
    }
  })

  it('does not exist for other clients when no token is configured', async () => {
    const { hono } = app()
    expect((await hono.request('/metrics', {}, from('203.0.113.9'))).status).toBe(404)
    expect((await hono.request('/metrics')).status).toBe(404)
  })

  it('asks other clients for the bearer token, compared exactly', async () => {
    const { hono } = app('a-metrics-token-of-enough-length-000')
    const ask = (authorization?: string) =>
      hono.request(
        '/metrics',
        authorization ? { headers: { authorization } } : {},
        from('198.51.100.1'),
      )
    const missing = await ask()
    expect([missing.status, missing.headers.get('www-authenticate')]).toEqual([401, 'Bearer'])
    expect((await ask('Bearer a-metrics-token-of-enough-length-001')).status).toBe(401)
    expect((await ask('Bearer a-metrics-token-of-enough-length-000')).status).toBe(200)
  })
})

describe('createMetrics', () => {
  it('keeps each registry apart and registers service counters and gauges', async () => {
    const a = createMetrics({ service: 'a' })
    const b = createMetrics({ service: 'b' })
    a.counter({ name: 'portico_test_things_total', help: 'Things' }).inc(3)
    let open = 7
    a.gauge({
      name: 'portico_test_open',
      help: 'Open',
      collect: (gauge) => gauge.set(open),
    })
    open = 9
    const text = await a.render()
    expect(text).toContain('portico_test_things_total{service="a"} 3')
    expect(text).toContain('portico_test_open{service="a"} 9')
    expect(await b.render()).not.toContain('portico_test_things_total')
  })

  it('reports a pg pool by state', async () => {
    const metrics = createMetrics({ service: 'db' })
    observePgPool(metrics, { totalCount: 5, idleCount: 2, waitingCount: 1 })
    const text = await metrics.render()
    expect(text).toContain('portico_db_pool_clients{state="in_use",service="db"} 3')
    expect(text).toContain('portico_db_pool_clients{state="idle",service="db"} 2')
    expect(text).toContain('portico_db_pool_clients{state="waiting",service="db"} 1')
  })
})
