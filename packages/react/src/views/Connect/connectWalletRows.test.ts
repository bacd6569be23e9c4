import { CONNECTOR_TYPE_ORDER, type WalletCatalogueEntry } from '@portico/common'
import { expect, it } from 'vitest'
import { testConnector } from '../../testing/testConnector'
import { connectWalletRows } from './connectWalletRows'

const wallet = (id: string, rdns?: string): WalletCatalogueEntry => ({
  id,
  name: id,
  ...(rdns ? { rdns } : {}),
})
const ids = (rows: ReturnType<typeof connectWalletRows>) =>
  rows.map((row) => [row.kind === 'wallet' ? row.wallet.id : row.connector.id, row.group])

const connectors = [
  testConnector('external', 'EXTERNAL'),
  testConnector('rabby', 'ANNOUNCED', 'io.rabby'),
  testConnector('wc', 'WALLET_CONNECT'),
]

it('shows featured, custom and recommended wallets at their places in the default order', () => {
  const rows = connectWalletRows({
    connectors,
    recent: [],
    featured: [wallet('zerion')],
    custom: [wallet('house-wallet')],
    recommended: [wallet('trust'), wallet('rainbow')],
    order: CONNECTOR_TYPE_ORDER,
  })
  expect(ids(rows)).toEqual([
    ['wc', 'walletConnect'],
    ['rabby', 'injected'],
    ['zerion', 'featured'],
    ['house-wallet', 'custom'],
    ['external', 'external'],
    ['trust', 'recommended'],
    ['rainbow', 'recommended'],
  ])
})

it('honours an app-given order, groups it leaves out last', () => {
  const rows = connectWalletRows({
    connectors,
    recent: [],
    featured: [wallet('zerion')],
    custom: [wallet('house-wallet')],
    recommended: [wallet('trust')],
    order: ['recommended', 'custom', 'featured', 'injected'],
  })
  expect(ids(rows)).toEqual([
    ['trust', 'recommended'],
    ['house-wallet', 'custom'],
    ['zerion', 'featured'],
    ['rabby', 'injected'],
    ['external', 'external'],
    ['wc', 'walletConnect'],
  ])
})

it('shows an installed catalogue wallet once, as its connector, and a wallet in two groups once', () => {
  const rows = connectWalletRows({
    connectors,
    recent: [],
    featured: [wallet('rabby-in-catalogue', 'io.rabby'), wallet('zerion')],
    custom: [],
    recommended: [wallet('zerion'), wallet('trust')],
    order: CONNECTOR_TYPE_ORDER,
  })
  expect(ids(rows)).toEqual([
    ['wc', 'walletConnect'],
    ['rabby', 'injected'],
    ['zerion', 'featured'],
    ['external', 'external'],
    ['trust', 'recommended'],
  ])
})
