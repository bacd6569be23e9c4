import type { Transaction } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { groupTransactionsByYear } from '../rules/groupTransactionsByYear'
import { createTransactionsStore } from './createTransactionsStore'

function tx(id: string, minedAt: string): Transaction {
  return {
    id,
    metadata: {
      chain: 'eip155:1',
      minedAt,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: null,
  }
}

describe('createTransactionsStore', () => {
  it('goes loading, then shows the list grouped by year and month', () => {
    const history = createTransactionsStore()
    history.getState().startLoading()
    expect(history.getState().loading).toBe(true)
    const may = tx('a', '2024-05-15T12:00:00Z')
    const june = tx('b', '2024-06-15T12:00:00Z')
    const old = tx('c', '2023-01-15T12:00:00Z')
    history
      .getState()
      .addPage({ data: [may, june, old], next: 'cursor-2' }, 'eip155:1', groupTransactionsByYear)
    expect(history.getState()).toMatchObject({ loading: false, empty: false, next: 'cursor-2' })
    expect(history.getState().transactionsByYear).toEqual({
      2024: { 4: [may], 5: [june] },
      2023: { 0: [old] },
    })
  })

  it('appends the next page of the same network', () => {
    const history = createTransactionsStore()
    const a = tx('a', '2024-05-15T12:00:00Z')
    const b = tx('b', '2024-05-10T12:00:00Z')
    history.getState().addPage({ data: [a], next: 'c2' }, 'eip155:1', groupTransactionsByYear)
    history.getState().addPage({ data: [b], next: undefined }, 'eip155:1', groupTransactionsByYear)
    expect(history.getState().transactions).toEqual([a, b])
    expect(history.getState().transactionsByYear[2024]?.[4]).toEqual([a, b])
  })

  it('ends the list at a further page that adds nothing, whatever cursor it names', () => {
    const history = createTransactionsStore()
    const a = tx('a', '2024-05-15T12:00:00Z')
    const b = tx('b', '2024-05-10T12:00:00Z')
    const add = (data: Transaction[], next: string | undefined) =>
      history.getState().addPage({ data, next }, 'eip155:1', groupTransactionsByYear)
    add([a], 'c2')
    add([b], 'c3')
    expect(history.getState().next).toBe('c3')
    // The same cursor again with what was already shown: no page after it is asked for.
    add([b], 'c3')
    expect(history.getState().next).toBeUndefined()
    expect(history.getState().transactions.map((t) => t.id)).toEqual(['a', 'b', 'b'])
    // An empty further page that still names a next one ends it too.
    history.getState().reset()
    add([a], 'c2')
    add([], 'c3')
    expect(history.getState().next).toBeUndefined()
    // A first page, even an empty one, keeps its cursor: nothing was listed before it.
    history.getState().reset()
    add([], 'c2')
    expect(history.getState().next).toBe('c2')
  })

  it('groups months as the Activity view does: newest first, a repeated id once', () => {
    const history = createTransactionsStore()
    const early = tx('a', '2024-05-01T12:00:00Z')
    const late = tx('b', '2024-05-20T12:00:00Z')
    history
      .getState()
      .addPage({ data: [early, late], next: 'c2' }, 'eip155:1', groupTransactionsByYear)
    // A page boundary that moved between fetches can hand the same transaction back.
    history
      .getState()
      .addPage({ data: [late], next: undefined }, 'eip155:1', groupTransactionsByYear)
    expect(history.getState().transactionsByYear).toEqual({ 2024: { 4: [late, early] } })
  })

  it('starts over when the network changes', () => {
    const history = createTransactionsStore()
    history
      .getState()
      .addPage(
        { data: [tx('a', '2024-05-15T12:00:00Z')], next: undefined },
        'eip155:1',
        groupTransactionsByYear,
      )
    history
      .getState()
      .addPage({ data: [], next: undefined }, 'eip155:8453', groupTransactionsByYear)
    expect(history.getState()).toMatchObject({
      transactions: [],
      empty: true,
      lastNetworkInView: 'eip155:8453',
    })
  })

  it('a failure leaves an empty set', () => {
    const history = createTransactionsStore()
    history
      .getState()
      .addPage(
        { data: [tx('a', '2024-05-15T12:00:00Z')], next: 'x' },
        'eip155:1',
        groupTransactionsByYear,
      )
    history.getState().startLoading()
    history.getState().fail()
    expect(history.getState()).toMatchObject({
      transactions: [],
      transactionsByYear: {},
      loading: false,
      empty: true,
    })
  })
})
