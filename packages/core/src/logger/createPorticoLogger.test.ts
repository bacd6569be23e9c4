import { LOGGER_BUFFER_BYTES } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoLogger } from './createPorticoLogger'

function createSink() {
  return { warn: vi.fn(), error: vi.fn() }
}

function bufferedBytes(logger: ReturnType<typeof createPorticoLogger>): number {
  const encoder = new TextEncoder()
  return logger.records().reduce((sum, line) => sum + encoder.encode(line.text).byteLength, 0)
}

describe('createPorticoLogger', () => {
  it('prints errors only by default (spec §9: default level error)', () => {
    const sink = createSink()
    const logger = createPorticoLogger({ sink })
    const cause = new Error('offline')
    logger.warn('Portico: analytics unavailable', cause)
    logger.error('Portico: adapter teardown failed', cause)
    expect(logger.level).toBe('error')
    expect(sink.warn).not.toHaveBeenCalled()
    expect(sink.error).toHaveBeenCalledWith('Portico: adapter teardown failed', cause)
  })

  it.each([
    ['warn', 1, 1],
    ['error', 0, 1],
    ['silent', 0, 0],
  ] as const)('at level %s prints %i warning(s) and %i error(s)', (level, warns, errors) => {
    const sink = createSink()
    const logger = createPorticoLogger({ level, sink })
    logger.warn('a warning')
    logger.error('an error')
    expect(sink.warn).toHaveBeenCalledTimes(warns)
    expect(sink.error).toHaveBeenCalledTimes(errors)
  })

  it('keeps every line, printed or not, as text with its details written out', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
    const logger = createPorticoLogger({ level: 'silent', sink: createSink() })
    logger.warn('Portico: storage write failed', new TypeError('quota'), { key: 'wallet' })
    logger.error('Portico: token balances unavailable')
    expect(logger.records()).toEqual([
      {
        level: 'warn',
        time: 1_700_000_000_000,
        text: 'Portico: storage write failed TypeError: quota {"key":"wallet"}',
      },
      { level: 'error', time: 1_700_000_000_000, text: 'Portico: token balances unavailable' },
    ])
    vi.restoreAllMocks()
  })

  it('writes out details JSON cannot hold', () => {
    const logger = createPorticoLogger({ level: 'silent' })
    const circular: { self?: unknown } = {}
    circular.self = circular
    logger.warn('odd details', circular, 10n, undefined)
    expect(logger.records()[0]?.text).toBe('odd details [object Object] 10 undefined')
  })

  it('drops the oldest lines once the buffer is over its bound', () => {
    const logger = createPorticoLogger({ level: 'silent', bufferBytes: 30 })
    for (const n of [1, 2, 3, 4]) logger.warn(`line ${n} .........`) // 16 bytes each
    expect(logger.records().map((line) => line.text)).toEqual(['line 4 .........'])
    logger.warn('é'.repeat(7)) // 14 bytes: fits beside line 4
    expect(logger.records().map((line) => line.text)).toEqual(['line 4 .........', 'é'.repeat(7)])
  })

  it('keeps about 1 MB by default (LOGGER_BUFFER_BYTES)', () => {
    const logger = createPorticoLogger({ level: 'silent' })
    const line = 'x'.repeat(1000)
    for (let n = 0; n < 2000; n++) logger.error(line)
    expect(bufferedBytes(logger)).toBeLessThanOrEqual(LOGGER_BUFFER_BYTES)
    expect(bufferedBytes(logger)).toBeGreaterThan(LOGGER_BUFFER_BYTES - 1000)
    expect(logger.records()).toHaveLength(Math.floor(LOGGER_BUFFER_BYTES / 1000))
  })

  it('cuts a line larger than the whole buffer to its start instead of dropping it', () => {
    const logger = createPorticoLogger({ level: 'silent', bufferBytes: 30 })
    logger.error('€'.repeat(40)) // 120 bytes
    expect(logger.records()[0]?.text).toBe('€'.repeat(10))
    expect(bufferedBytes(logger)).toBeLessThanOrEqual(30)
  })
})
