import { BaseError } from '@portico/common'
import { expect, it } from 'vitest'
import { ConfigError } from './ConfigError'

it('lists every problem under a stable code', () => {
  const error = new ConfigError(['port: Expected a number', 'host: Required'])
  expect(error).toBeInstanceOf(BaseError)
  expect(error.code).toBe('INVALID_CONFIG')
  expect(error.problems).toEqual(['port: Expected a number', 'host: Required'])
  expect(error.message).toBe('invalid configuration:\n  port: Expected a number\n  host: Required')
})
