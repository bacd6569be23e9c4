import type { WalletCatalogueEntry } from '@portico/common'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/Connector'
import { isWalletInstalled, sortInstalledFirst } from './sortInstalledFirst'

const wallet = (id: string, rdns?: string): WalletCatalogueEntry => ({
  id,
  name: id,
  ...(rdns ? { rdns } : {}),
})
const list = [
  wallet('metamask', 'io.metamask'),
  wallet('rainbow', 'me.rainbow'),
  wallet('rabby', 'io.rabby'),
  wallet('argent'),
]
const announced = (connector: Partial<Connector>): Connector => ({
  id: 'x',
  name: 'X',
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...connector,
})

describe('installed wallets first', () => {
  it('matches announced connectors by rdns, announcement rdns, catalogue id or connector id', () => {
    expect(
      isWalletInstalled(list[2] as WalletCatalogueEntry, [announced({ rdns: 'io.rabby' })]),
    ).toBe(true)
    expect(
      isWalletInstalled(list[1] as WalletCatalogueEntry, [
        announced({ info: { rdns: 'me.rainbow' } }),
      ]),
    ).toBe(true)
    expect(
      isWalletInstalled(list[3] as WalletCatalogueEntry, [announced({ explorerId: 'argent' })]),
    ).toBe(true)
    expect(
      isWalletInstalled(list[0] as WalletCatalogueEntry, [announced({ id: 'io.metamask' })]),
    ).toBe(true)
    expect(
      isWalletInstalled(list[3] as WalletCatalogueEntry, [announced({ rdns: 'io.rabby' })]),
    ).toBe(false)
  })

  it('does not count WalletConnect or embedded connectors as installed', () => {
    const walletConnect = announced({ type: 'WALLET_CONNECT', explorerId: 'rainbow' })
    expect(isWalletInstalled(list[1] as WalletCatalogueEntry, [walletConnect])).toBe(false)
  })

  it('moves installed wallets to the front, keeping both groups in order', () => {
    const connectors = [
      announced({ rdns: 'io.rabby' }),
      announced({ info: { rdns: 'me.rainbow' } }),
    ]
    expect(sortInstalledFirst(list, connectors).map((w) => w.id)).toEqual([
      'rainbow',
      'rabby',
      'metamask',
      'argent',
    ])
    expect(sortInstalledFirst(list, []).map((w) => w.id)).toEqual(list.map((w) => w.id))
  })
})
