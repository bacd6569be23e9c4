import { ChainNotSupportedError, KNOWN_CHAINS, NetworkNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createSolanaState } from '../internal/solanaState'
import { sendTransfer } from './sendTransfer'

describe('sendTransfer', () => {
  const transfer = { from: 'From111', to: 'To111', value: 1n }
  const never = async () => {
    throw new Error('not signed')
  }

  it('refuses a network the app does not list, or one without an RPC URL, before building', async () => {
    const bare = { ...KNOWN_CHAINS.solanaDevnet, rpcUrls: { default: { http: [] } } }
    const state = createSolanaState({ networks: [bare] })
    await expect(
      sendTransfer(state, { ...transfer, caipNetwork: KNOWN_CHAINS.solana }, never),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(
      sendTransfer(state, { ...transfer, caipNetwork: bare }, never),
    ).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(state.loading).toBeUndefined()
  })
})
