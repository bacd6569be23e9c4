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

  it('nodes started at once each answer on a port of their own, with their own state', async () => {
    // Each sets a balance only it holds: a node answering on another's port would show.
    const nodes = await Promise.all([1, 2, 3, 4].map(() => startAnvil({ chainId: 31337 })))
    try {
      expect(new Set(nodes.map((node) => node.port)).size).toBe(nodes.length)
      const holder = '0x00000000000000000000000000000000000000aa'
      await Promise.all(
        nodes.map((node, index) =>
          rpcRequest(node.rpcUrl, 'anvil_setBalance', [holder, `0x${(index + 1).toString(16)}`]),
        ),
      )
      const balances = await Promise.all(
        nodes.map((node) => rpcRequest(node.rpcUrl, 'eth_getBalance', [holder, 'latest'])),
      )
      expect(balances).toEqual(['0x1', '0x2', '0x3', '0x4'])
    } finally {
      await Promise.all(nodes.map((node) => node.stop()))
    }
  })
})
