import { describe, expect, it } from 'vitest'
import { attemptWithClient } from './attemptWithClient'
import { createWalletContext } from './createWalletContext'
import type { WalletSignClient } from './startSignClient'

const context = () =>
  createWalletContext(
    {
      relayUrl: 'ws://127.0.0.1:9',
      projectId: 'p',
      chains: [],
      solanaRpcUrl: 'http://127.0.0.1:9',
    },
    { storage: { getItem: () => null, setItem: () => {} }, origin: 'http://127.0.0.1:5174' },
  )

describe('attemptWithClient', () => {
  it('does nothing before the sign client has started', async () => {
    const ctx = context()
    let ran = false
    await attemptWithClient(ctx, 'Pairing', async () => {
      ran = true
    })
    expect(ran).toBe(false)
  })

  it('puts a failure on the screen and in the activity log, and is no longer busy', async () => {
    const ctx = context()
    ctx.client = {} as WalletSignClient
    const seen: boolean[] = []
    ctx.listeners.add(() => seen.push(ctx.state.busy))
    await attemptWithClient(ctx, 'Pairing', async () => {
      throw new Error('relay closed\nstack')
    })
    expect(ctx.state.error).toBe('Pairing failed: relay closed')
    expect(ctx.state.activity[0]).toMatchObject({
      text: 'Pairing failed: relay closed',
      tone: 'error',
    })
    expect(seen[0]).toBe(true)
    expect(ctx.state.busy).toBe(false)
  })
})
