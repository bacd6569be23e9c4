import { statfs } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { silentLogger } from '@portico/server'
import { describe, expect, it } from 'vitest'
import { createDiskGuard } from './createDiskGuard'

const freeOfTmp = async () => {
  const stats = await statfs(tmpdir())
  return stats.bavail * stats.bsize
}

describe('createDiskGuard', () => {
  it('is low while the real filesystem has less free space than the minimum', async () => {
    const free = await freeOfTmp()
    const strict = createDiskGuard({
      freeBytes: freeOfTmp,
      minFreeBytes: free * 2,
      intervalMs: 1_000,
      logger: silentLogger,
    })
    expect(strict.low()).toBe(false)
    await strict.check()
    expect(strict.low()).toBe(true)
    const relaxed = createDiskGuard({
      freeBytes: freeOfTmp,
      minFreeBytes: 1,
      intervalMs: 1_000,
      logger: silentLogger,
    })
    await relaxed.check()
    expect(relaxed.low()).toBe(false)
  })

  it('is never low without a filesystem, and stays as it was when reading fails', async () => {
    const memory = createDiskGuard({
      freeBytes: async () => undefined,
      minFreeBytes: Number.MAX_SAFE_INTEGER,
      intervalMs: 1_000,
      logger: silentLogger,
    })
    await memory.check()
    expect(memory.low()).toBe(false)
    const errors: string[] = []
    const failing = createDiskGuard({
      freeBytes: async () => Promise.reject(new Error('EIO')),
      minFreeBytes: 1,
      intervalMs: 1_000,
      logger: { ...silentLogger, error: (message) => errors.push(message) },
    })
    await failing.check()
    expect(failing.low()).toBe(false)
    expect(errors).toEqual(['Could not read free disk space'])
  })
})
