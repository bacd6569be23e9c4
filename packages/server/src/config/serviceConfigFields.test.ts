import { expect, it } from 'vitest'
import { z } from 'zod'
import { serviceConfigFields } from './serviceConfigFields'

it("defaults to the service's port on loopback, info logs, not production and no metrics token", () => {
  const schema = z.object(serviceConfigFields(8791))
  expect(schema.parse({})).toEqual({
    port: 8791,
    host: '127.0.0.1',
    logLevel: 'info',
    production: false,
  })
  for (const config of [{ port: 65536 }, { port: 1.5 }, { logLevel: 'loud' }, { metricsToken: '' }])
    expect(schema.safeParse(config).success).toBe(false)
})
