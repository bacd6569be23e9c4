import { CONNECTOR_TYPE_ORDER } from '@portico/common'
import type { Connector } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { orderConnectors } from './orderConnectors'

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...(rdns ? { rdns } : {}),
})

describe('orderConnectors', () => {
  it('follows the connector type order: walletConnect, recent, injected, external', () => {
    const rows = orderConnectors(
      [
        connector('external', 'EXTERNAL'),
        connector('rabby', 'ANNOUNCED', 'io.rabby'),
        connector('wc', 'WALLET_CONNECT'),
        connector('test', 'ANNOUNCED', 'org.portico.test'),
      ],
      [{ id: 'x', name: 'Test', rdns: 'org.portico.test' }],
      CONNECTOR_TYPE_ORDER,
    )
    expect(rows.map((r) => [r.connector.id, r.group])).toEqual([
      ['wc', 'walletConnect'],
      ['test', 'recent'],
      ['rabby', 'injected'],
      ['external', 'external'],
    ])
    expect(rows[1]).toMatchObject({ recent: true, installed: true })
  })

  it('honours an app-given order', () => {
    const rows = orderConnectors(
      [connector('wc', 'WALLET_CONNECT'), connector('rabby', 'ANNOUNCED', 'io.rabby')],
      [],
      ['injected', 'walletConnect'],
    )
    expect(rows.map((r) => r.connector.id)).toEqual(['rabby', 'wc'])
  })

  it('lists recent wallets most recent first', () => {
    const rows = orderConnectors(
      [connector('a', 'ANNOUNCED', 'a.wallet'), connector('b', 'ANNOUNCED', 'b.wallet')],
      [
        { id: 'b', name: 'B' },
        { id: 'a', name: 'A' },
      ],
      CONNECTOR_TYPE_ORDER,
    )
    expect(rows.map((r) => r.connector.id)).toEqual(['b', 'a'])
  })

  it('hides the embedded wallet and shows a wallet announced twice once', () => {
    const rows = orderConnectors(
      [
        connector('auth', 'AUTH'),
        connector('rabby', 'ANNOUNCED', 'io.rabby'),
        { ...connector('rabby-sol', 'ANNOUNCED', 'io.rabby'), chain: 'solana' },
      ],
      [],
      CONNECTOR_TYPE_ORDER,
    )
    expect(rows.map((r) => r.connector.id)).toEqual(['rabby'])
  })
})
