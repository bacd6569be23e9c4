import { createHealth } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import type { GatewayDb } from '../db/Database'
import { createRedisShared } from '../shared/createRedisShared'
import type { GatewayShared } from '../shared/GatewayShared'
import { createTestDb } from '../testing/createTestDb'
import { createTestRedis } from '../testing/createTestRedis'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { gatewayReadinessChecks } from './gatewayReadinessChecks'

function readinessApp(deps: { db: GatewayDb; shared?: GatewayShared }) {
  const app = new Hono()
  app.get('/health/ready', createHealth({ checks: gatewayReadinessChecks(deps) }).ready)
  return app
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe.each(await gatewayTestDialects())('GET /health/ready (%s)', (dialect) => {
  it('is 200 while the database answers and 503 naming it once it does not', async () => {
    const { db, close } = await createTestDb(dialect)
    cleanups.push(close)
    const app = readinessApp({ db })
    const ready = await app.request('/health/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ok: true })
    await db.destroy()
    const down = await app.request('/health/ready')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ ok: false, failing: ['database'] })
  })
})

describe.runIf(await testRedisAnswers('the readiness check of the shared Redis'))(
  'GET /health/ready with Redis',
  () => {
    it('checks the shared Redis too', async () => {
      const { db, close } = await createTestDb('sqlite')
      cleanups.push(close)
      const redis = await createTestRedis()
      const shared = createRedisShared({
        redis: redis.redis,
        keyPrefix: redis.prefix,
        clock: createManualClock(),
      })
      const app = readinessApp({ db, shared })
      expect((await app.request('/health/ready')).status).toBe(200)
      await redis.close()
      const down = await app.request('/health/ready')
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({ ok: false, failing: ['redis'] })
    })
  },
)
