import { describe, expect, it, vi } from 'vitest'
import { createLoader } from './createLoader'

describe('createLoader', () => {
  it('loads once and hands every caller the same module', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const loader = createLoader(load)
    const [a, b] = await Promise.all([loader(), loader()])
    expect(a).toBe(b)
    expect(await loader()).toBe(a)
    expect(load).toHaveBeenCalledOnce()
  })

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module')
    const loader = createLoader(load)
    await expect(loader()).rejects.toThrow('offline')
    expect(await loader()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
