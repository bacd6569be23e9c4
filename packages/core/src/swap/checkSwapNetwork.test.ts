import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { checkSwapNetwork } from './checkSwapNetwork'
import { createSwapContext } from './createSwapContext'

describe('checkSwapNetwork', () => {
  it('answers no for a network outside eip155 without asking the gateway', async () => {
    const fetch = vi.fn()
    const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], storage: null, fetch })
    const solana = { ...KNOWN_CHAINS.mainnet, chainNamespace: 'solana' as const }
    expect(await checkSwapNetwork(createSwapContext(portico), solana)).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
