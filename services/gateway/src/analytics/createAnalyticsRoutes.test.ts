import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createGuardedGateway,
  expectApiError as expectError,
} from '../testing/createGuardedGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'

let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

describe.each(await gatewayTestDialects())('analytics intake (%s)', (dialect) => {
  async function gateway(
    options: Parameters<typeof createGuardedGateway>[0] = {},
    overrides: Parameters<typeof createGuardedGateway>[1] = {},
  ) {
    const created = await createGuardedGateway({ dialect, ...options }, overrides)
    close = created.close
    return created
  }

  it('stores events from /e and /batch, JSON sent as text/plain', async () => {
    // Three events from one client and project: a bucket of three.
    const { app, db } = await gateway({}, { analytics: { capacity: 3, refillPerSecond: 1 } })
    const event = {
      eventId: 'e1',
      url: 'http://localhost',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'error', event: 'ERROR', errorMessage: 'boom' },
    }
    const one = await app.request('/e?projectId=demo&st=appkit&sv=x', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    expect(one.status).toBe(202)
    expect(await one.json()).toEqual({ accepted: 1 })
    const batch = await app.request('/batch?projectId=demo', {
      method: 'POST',
      body: JSON.stringify([{ ...event, eventId: 'e2' }, { eventId: 'e3' }]),
    })
    expect(await batch.json()).toEqual({ accepted: 2 })
    // A fourth event from the same client and project would find the bucket empty.
    const wrapped = await app.request('/batch?projectId=open', {
      method: 'POST',
      body: JSON.stringify({ events: [{ eventId: 'e4' }] }),
    })
    expect(await wrapped.json()).toEqual({ accepted: 1 })
    const rows = await db
      .selectFrom('analytics_events')
      .select(['event_id', 'project_id', 'event_name'])
      .orderBy('event_id')
      .execute()
    expect(rows).toEqual([
      { event_id: 'e1', project_id: 'demo', event_name: 'ERROR' },
      { event_id: 'e2', project_id: 'demo', event_name: 'ERROR' },
      { event_id: 'e3', project_id: 'demo', event_name: null },
      { event_id: 'e4', project_id: 'open', event_name: null },
    ])
  })

  it("stores the kit's scalar props.properties; refuses nested values and more than 20", async () => {
    const { app, db } = await gateway({}, { analytics: { capacity: 10, refillPerSecond: 1 } })
    const post = (properties: unknown) =>
      app.request('/batch?projectId=demo', {
        method: 'POST',
        body: JSON.stringify([{ eventId: 'p1', props: { type: 'track', event: 'X', properties } }]),
      })
    const kept = await post({ connectorType: 'ANNOUNCED', connected: true, n: 1 })
    expect(kept.status).toBe(202)
    const row = await db.selectFrom('analytics_events').select('body').executeTakeFirstOrThrow()
    expect(JSON.parse(row.body).props.properties).toEqual({
      connectorType: 'ANNOUNCED',
      connected: true,
      n: 1,
    })
    await expectError(await post({ nested: { a: 1 } }), 400, 'INVALID_PARAMS')
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))
    await expectError(await post(many), 400, 'INVALID_PARAMS')
  })

  it('rate limits per IP and project with a token bucket that refills over time', async () => {
    const clock = createManualClock()
    let ip = '10.0.0.1'
    const { app } = await gateway({ clock, clientIp: () => ip })
    const send = (project = 'demo') =>
      app.request(`/e?projectId=${project}`, { method: 'POST', body: '{"eventId":"x"}' })
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(202)
    const limited = await send()
    await expectError(limited, 429, 'RATE_LIMITED')
    expect(limited.headers.get('Retry-After')).toBe('1')
    expect((await send('open')).status).toBe(202)
    ip = '10.0.0.2'
    expect((await send()).status).toBe(202)
    ip = '10.0.0.1'
    clock.advance(1000)
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(429)
  })

  it('counts stored events against the limit, not calls', async () => {
    const clock = createManualClock()
    const { app, db } = await gateway(
      { clock, clientIp: () => '10.0.0.9' },
      { analytics: { capacity: 10, refillPerSecond: 1 }, bodyLimitBytes: 64 * 1024 },
    )
    const batch = (count: number) =>
      app.request('/batch?projectId=demo', {
        method: 'POST',
        body: JSON.stringify(Array.from({ length: count }, (_, i) => ({ eventId: `b${i}` }))),
      })
    // More events than the bucket holds in one call: refused whole.
    await expectError(await batch(500), 413, 'PAYLOAD_TOO_LARGE', 'At most 10 events per call')
    // The refused call still cost its one token: 9 left, so 8 events fit; of the next 2, the
    // call's token pays for one and the other finds the bucket empty.
    expect(await (await batch(8)).json()).toEqual({ accepted: 8 })
    const limited = await batch(2)
    await expectError(limited, 429, 'RATE_LIMITED')
    expect(limited.headers.get('Retry-After')).toBe('1')
    const stored = await db.selectFrom('analytics_events').select('id').execute()
    expect(stored).toHaveLength(8)
    clock.advance(3000)
    expect(await (await batch(2)).json()).toEqual({ accepted: 2 })
  })
})
