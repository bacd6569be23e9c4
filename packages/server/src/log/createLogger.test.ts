import { describe, expect, it } from 'vitest'
import { collectLines } from '../testing/collectLines'
import { createLogger } from './createLogger'
import { silentLogger } from './silentLogger'

describe('createLogger', () => {
  it('writes JSON lines with time, level name, service, message and fields', () => {
    const sink = collectLines()
    const logger = createLogger({ service: 'gateway', level: 'info', destination: sink })
    logger.info('listening', { url: 'http://127.0.0.1:8787' })
    logger.warn('plain')
    const [first, second] = sink.lines
    expect(first).toMatchObject({
      level: 'info',
      service: 'gateway',
      msg: 'listening',
      url: 'http://127.0.0.1:8787',
    })
    expect(new Date(String(first?.time)).toISOString()).toBe(first?.time)
    expect(second).toMatchObject({ level: 'warn', msg: 'plain' })
  })

  it('drops lines below its level, and child loggers carry their bindings', () => {
    const sink = collectLines()
    const logger = createLogger({ service: 'relay', level: 'warn', destination: sink })
    logger.debug('no')
    logger.info('no')
    logger.child({ component: 'store' }).error('disk full', { freeBytes: 0 })
    expect(sink.lines).toEqual([
      expect.objectContaining({ level: 'error', component: 'store', freeBytes: 0 }),
    ])
    createLogger({ service: 'relay', level: 'silent', destination: sink }).error('gone')
    expect(sink.lines).toHaveLength(1)
  })

  it('writes an Error field as its type, message and stack', () => {
    const sink = collectLines()
    createLogger({ service: 'kms', destination: sink }).error('failed', {
      error: new TypeError('bad'),
    })
    expect(sink.lines[0]?.error).toMatchObject({
      type: 'TypeError',
      message: 'bad',
      stack: expect.stringContaining('TypeError: bad'),
    })
  })

  it('has a silent twin that writes nothing, children included', () => {
    expect(() => silentLogger.child({ a: 1 }).error('x', { b: 2 })).not.toThrow()
  })
})
