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
