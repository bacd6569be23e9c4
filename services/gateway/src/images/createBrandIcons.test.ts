import { describe, expect, it } from 'vitest'
import { loadWalletCatalogue } from '../catalogue/loadWalletCatalogue'
import { createBrandIcons } from './createBrandIcons'
import type { IconRef } from './iconRef'
import { loadIconIndex } from './loadIconIndex'

describe('createBrandIcons', () => {
  it('finds wallets by icon id, networks by CAIP-2 id and tokens by symbol in any case', async () => {
    const icons = createBrandIcons()
    expect(await icons.wallet('rainbow')).toMatch(/^<svg /)
    expect(await icons.network('eip155:42161')).toMatch(/^<svg /)
    expect(await icons.token('usdt')).toBe(await icons.token('USDT'))
    expect(await icons.token('USDT')).toMatch(/^<svg /)
  })

  it('gives testnets their mainnet logo', async () => {
    const icons = createBrandIcons()
    expect(await icons.network('eip155:11155111')).toBe(await icons.network('eip155:1'))
    expect(await icons.network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      await icons.network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    )
  })

  it('draws every network the shipped wallet catalogue names', async () => {
    const icons = createBrandIcons()
    const networks = new Set(loadWalletCatalogue().flatMap((entry) => entry.chains))
    const withoutLogo: string[] = []
    for (const caip2 of networks) if (!(await icons.network(caip2))) withoutLogo.push(caip2)
    expect(withoutLogo).toEqual([])
  })

  it('has nothing for devnets, test tokens and unknown wallets', async () => {
    const icons = createBrandIcons()
    expect(await icons.network('eip155:31337')).toBeUndefined()
    expect(await icons.network('eip155:31338')).toBeUndefined()
    expect(await icons.token('PTT')).toBeUndefined()
    expect(await icons.token('tUSDT')).toBeUndefined()
    expect(await icons.wallet('portico-test-wallet')).toBeUndefined()
  })

  it('reads each icon once per app and tries again after a failed read', async () => {
    const reads: string[] = []
    let fail = true
    const icons = createBrandIcons({
      loadIndex: loadIconIndex,
      readSvg: async (ref: IconRef) => {
        reads.push(ref.name)
        if (fail) throw new Error('disk error')
        return `<svg id="${ref.name}"/>`
      },
    })
    await expect(icons.token('ETH')).rejects.toThrow('disk error')
    fail = false
    expect(await icons.token('ETH')).toBe('<svg id="ETH"/>')
    expect(await icons.token('eth')).toBe('<svg id="ETH"/>')
    expect(reads).toEqual(['ETH', 'ETH'])
    const other = createBrandIcons({ loadIndex: loadIconIndex, readSvg: async () => '<svg/>' })
    expect(await other.token('ETH')).toBe('<svg/>')
  })
})
