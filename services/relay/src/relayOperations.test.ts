import { createLogger, createMetrics, createShutdown, systemClock } from '@portico/server'
import { runServiceCommand } from '@portico/test/services/runServiceCommand'
import { afterEach, describe, expect, it } from 'vitest'
import { relayProductionProblems } from './config/relayProductionProblems'
import { relayServerConfigSchema } from './config/relayServerConfigSchema'
import { createRelay } from './createRelay'
import { createSqliteStore } from './store/createSqliteStore'
import { connectTestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

async function startRelay(options: { metricsToken?: string } = {}) {
  const store = await createSqliteStore({ path: ':memory:' })
  const metrics = createMetrics({ service: 'relay' })
  const relay = createRelay({
    clock: systemClock,
    store,
    logger: createLogger({ service: 'relay', level: 'silent' }),
    metrics,
    // Behind the test's "proxy": X-Forwarded-For names the caller, as a real proxy would.
    config: { trustProxy: true },
    ...options,
  })
  const { url } = await relay.listen({ port: 0 })
  stops.push(async () => {
    await relay.close()
    await store.close()
  })
  return { relay, store, http: url.replace('ws://', 'http://') }
}

const fromAway = { 'x-forwarded-for': '203.0.113.5' }

describe('the relay on the server foundation', () => {
  it('counts HTTP requests, sockets and messages in /metrics, for loopback or with the token only', async () => {
    const { http } = await startRelay({ metricsToken: 'relay-metrics-token-for-the-test' })
    await fetch(`${http}/health`)
    const publisher = await connectTestClient(http.replace('http://', 'ws://'))
    const subscriber = await connectTestClient(http.replace('http://', 'ws://'))
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1100 })
    await subscriber.waitForPushes(1)
    const text = await (await fetch(`${http}/metrics`)).text()
    expect(text).toMatch(
      /portico_http_request_duration_seconds_count\{[^}]*route="\/health",method="GET",status="200"\} 1/,
    )
    expect(text).toContain('portico_relay_open_sockets{service="relay"} 2')
    expect(text).toContain('portico_relay_messages_published_total{service="relay"} 1')
    expect(text).toContain('portico_relay_messages_delivered_total{service="relay"} 1')
    expect(text).toMatch(/portico_relay_stored_bytes\{service="relay"\} [1-9]/)
    expect((await fetch(`${http}/metrics`, { headers: fromAway })).status).toBe(401)
    const withToken = await fetch(`${http}/metrics`, {
      headers: { ...fromAway, authorization: 'Bearer relay-metrics-token-for-the-test' },
    })
    expect(withToken.status).toBe(200)
    publisher.socket.close()
    subscriber.socket.close()
  })

  it('hides /metrics from other clients when no token is configured', async () => {
    const { http } = await startRelay()
    expect((await fetch(`${http}/metrics`, { headers: fromAway })).status).toBe(404)
  })

  it('answers /health/ready with 503 once the stop begins, and closes sockets with 1012', async () => {
    const { relay, http } = await startRelay()
    expect((await fetch(`${http}/health/ready`)).status).toBe(200)
    const client = await connectTestClient(http.replace('http://', 'ws://'))
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    const seen: number[] = []
    const shutdown = createShutdown({
      logger: createLogger({ service: 'relay', level: 'silent' }),
      timeoutMs: 10_000,
      steps: [
        {
          name: 'relay',
          run: async () => {
            const closing = relay.close()
            seen.push((await fetch(`${http}/health/ready`)).status)
            await closing
          },
        },
      ],
    })
    expect(await shutdown.run('SIGTERM')).toBe(0)
    expect(seen).toEqual([503])
    expect(await closed).toBe(1012)
  })

  it('--check-config lists every problem at once and exits 1', async () => {
    const { code, stderr } = await runServiceCommand(
      'services/relay/src/cli.ts',
      ['--check-config'],
      {
        PORTICO_RELAY_PORT: '70000',
        PORTICO_RELAY_LOG_LEVEL: 'loud',
        PORTICO_RELAY_REDIS_URL: 'http://cache',
      },
      { unsetPrefix: 'PORTICO_' },
    )
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^logLevel: /),
      expect.stringMatching(/^redis\.url: /),
    ])
  }, 60_000)
})

describe('relayProductionProblems', () => {
  const safe = {
    production: true,
    host: '0.0.0.0',
    metricsToken: 'Zq8v1Lw3Xn5Rb7Tc9Yd2Fg4Hj6Km8Np0',
    projectIds: ['demo'],
    dbPath: '/var/lib/portico/relay.sqlite',
  }
  const problemsWith = (override: Record<string, unknown>) => {
    const config = relayServerConfigSchema.parse({ ...safe, ...override })
    return relayProductionProblems({ ...config, dbPath: config.dbPath ?? safe.dbPath })
  }

  it('accepts a safe production config (SQLite included), and judges nothing outside production', () => {
    expect(problemsWith({})).toEqual([])
    expect(problemsWith({ production: false, projectIds: [], dbPath: ':memory:' })).toEqual([])
  })

  it.each([
    [{ dbPath: ':memory:' }, /^dbPath is :memory:/],
    [{ metricsToken: undefined }, /^metricsToken is not set/],
    [{ projectIds: [] }, /^projectIds is empty/],
  ])('refuses %j', (override, problem) => {
    expect(problemsWith(override)).toEqual([expect.stringMatching(problem)])
  })
})
