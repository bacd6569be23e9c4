import { describe, expect, it } from 'vitest'
import { rpcRequest } from './rpcRequest'
import { startAnvil } from './startAnvil'

describe('startAnvil', () => {
  it('starts a devnet with the requested chain id and stops it', async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    expect(await rpcRequest(anvil.rpcUrl, 'eth_chainId')).toBe('0x7a69')
    await anvil.stop()
    expect((await anvil.exited).expected).toBe(true)
    await expect(rpcRequest(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('refuses a port that is already taken, naming it', async () => {
    const first = await startAnvil({ chainId: 31338 })
    try {
      await expect(startAnvil({ chainId: 31338, port: first.port })).rejects.toThrow(
        `port ${first.port}`,
      )
    } finally {
      await first.stop()
    }
  })
})
