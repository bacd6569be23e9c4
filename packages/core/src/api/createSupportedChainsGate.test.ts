import { describe, expect, it, vi } from 'vitest'
import { createSupportedChainsGate } from './createSupportedChainsGate'

describe('createSupportedChainsGate', () => {
  it('asks once, then answers from the list', async () => {
    const load = vi.fn(async () => ['eip155:31337'])
    const gate = createSupportedChainsGate(load)
    expect(await gate.isSupported('eip155:31337')).toBe(true)
    expect(await gate.isSupported('eip155:1')).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shares one request between concurrent checks', async () => {
    const load = vi.fn(async () => ['eip155:1'])
    const gate = createSupportedChainsGate(load)
    await Promise.all([gate.isSupported('eip155:1'), gate.isSupported('eip155:1')])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('treats a failed load as an empty list and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(['eip155:1'])
    const gate = createSupportedChainsGate(load)
    expect(await gate.isSupported('eip155:1')).toBe(false)
    expect(await gate.isSupported('eip155:1')).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks again while the list is empty', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce([])
      .mockResolvedValue(['x:1'])
    const gate = createSupportedChainsGate(load)
    expect(await gate.isSupported('x:1')).toBe(false)
    expect(await gate.isSupported('x:1')).toBe(true)
  })
})
