import { expect, it } from 'vitest'
import { serviceEnv } from './serviceEnv'

it("names each shared setting after the service's prefix, with production mode beside them", () => {
  const env = serviceEnv('PORTICO_KMS', ['PORT', 'LOG_LEVEL'])
  expect(env).toEqual({
    PORTICO_KMS_PORT: { path: 'port', kind: 'number', help: 'port to listen on (0: a free one)' },
    PORTICO_KMS_LOG_LEVEL: { path: 'logLevel', help: 'debug, info, warn, error or silent' },
    PORTICO_PRODUCTION: { path: 'production', kind: 'boolean', help: 'refuse unsafe settings' },
  })
  expect(env.PORTICO_KMS_PORT.path).toBe('port')
})

it('names every shared setting, in order, when the service shares them all', () => {
  expect(Object.keys(serviceEnv('PORTICO_GATEWAY'))).toEqual([
    'PORTICO_GATEWAY_PORT',
    'PORTICO_GATEWAY_HOST',
    'PORTICO_GATEWAY_DATABASE_URL',
    'PORTICO_GATEWAY_REDIS_URL',
    'PORTICO_GATEWAY_METRICS_TOKEN',
    'PORTICO_GATEWAY_LOG_LEVEL',
    'PORTICO_PRODUCTION',
  ])
})
