import { afterEach, describe, expect, it } from 'vitest'
import {
  createGuardedGateway,
  expectApiError as expectError,
} from '../testing/createGuardedGateway'
import { createManualClock } from '../testing/createManualClock'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'

let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

describe.each(await gatewayTestDialects())('analytics intake (%s)', (dialect) => {
  async function gateway(options: Parameters<typeof createGuardedGateway>[0] = {}) {
    const created = await createGuardedGateway({ dialect, ...options })
    close = created.close
    return created
  }

  it('stores events from /e and /batch, JSON sent as text/plain', async () => {
    const { app, db } = await gateway()
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
    // A third call from the same client and project would hit the test's bucket of two.
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
})
