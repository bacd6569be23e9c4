import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createHealth } from './createHealth'

function app(checks: Parameters<typeof createHealth>[0]['checks'], timeoutMs = 2_000) {
  const health = createHealth({ checks, timeoutMs })
  const hono = new Hono()
  hono.get('/health/live', health.live)
  hono.get('/health/ready', health.ready)
  return { health, hono }
}

describe('createHealth', () => {
  it('is live and ready when every check answers', async () => {
    const { hono } = app({ database: async () => 1, redis: async () => 'PONG' })
    expect((await hono.request('/health/live')).status).toBe(200)
    const ready = await hono.request('/health/ready')
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true }])
  })

  it('answers 503 naming the checks that failed or hung', async () => {
    const { hono } = app(
      {
        database: async () => 1,
        redis: () => Promise.reject(new Error('ECONNREFUSED')),
        queue: () => new Promise(() => {}),
      },
      50,
    )
    const ready = await hono.request('/health/ready')
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { ok: false, failing: ['redis', 'queue'] },
    ])
  })

  it('answers 503 once shutdown has begun, while still live', async () => {
    const { health, hono } = app({})
    expect((await hono.request('/health/ready')).status).toBe(200)
    health.beginShutdown()
    const ready = await hono.request('/health/ready')
    expect([ready.status, await ready.json()]).toEqual([503, { ok: false, failing: ['shutdown'] }])
    expect((await hono.request('/health/live')).status).toBe(200)
  })
})
