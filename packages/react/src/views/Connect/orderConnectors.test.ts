import { CONNECTOR_TYPE_ORDER } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../testing/testConnector'
import { orderConnectors } from './orderConnectors'

describe('orderConnectors', () => {
  it('follows the connector type order: walletConnect, recent, injected, external', () => {
    const rows = orderConnectors(
      [
        testConnector('external', 'EXTERNAL'),
        testConnector('rabby', 'ANNOUNCED', 'io.rabby'),
        testConnector('wc', 'WALLET_CONNECT'),
        testConnector('test', 'ANNOUNCED', 'org.portico.test'),
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
      [testConnector('wc', 'WALLET_CONNECT'), testConnector('rabby', 'ANNOUNCED', 'io.rabby')],
      [],
      ['injected', 'walletConnect'],
    )
    expect(rows.map((r) => r.connector.id)).toEqual(['rabby', 'wc'])
  })

  it('lists recent wallets most recent first', () => {
    const rows = orderConnectors(
      [testConnector('a', 'ANNOUNCED', 'a.wallet'), testConnector('b', 'ANNOUNCED', 'b.wallet')],
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
        testConnector('auth', 'AUTH'),
        testConnector('rabby', 'ANNOUNCED', 'io.rabby'),
        { ...testConnector('rabby-sol', 'ANNOUNCED', 'io.rabby'), chain: 'solana' },
      ],
      [],
      CONNECTOR_TYPE_ORDER,
    )
    expect(rows.map((r) => r.connector.id)).toEqual(['rabby'])
  })
})
