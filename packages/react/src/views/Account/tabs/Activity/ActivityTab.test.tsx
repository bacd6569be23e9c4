// @vitest-environment jsdom
import { DEVNET_CHAINS, type Transaction } from '@portico/common'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../../../i18n/loadTranslator'
import type { Translator } from '../../../../i18n/Translator'
import { renderWithClient } from '../../../../testing/renderWithClient'
import { createApiTestClient, TEST_ADDRESS } from '../testing/createApiTestClient'
import { ActivityTab } from './ActivityTab'

const OTHER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function tx(id: string, minedAt: string, overrides: Partial<Transaction['metadata']> = {}) {
  const operationType = overrides.operationType ?? 'receive'
  return {
    id,
    metadata: {
      chain: 'eip155:31337',
      minedAt,
      operationType,
      status: 'confirmed',
      sentFrom: operationType === 'receive' ? OTHER : TEST_ADDRESS,
      sentTo: operationType === 'receive' ? TEST_ADDRESS : OTHER,
      ...overrides,
    },
    transfers: [
      {
        direction: operationType === 'receive' ? 'in' : 'out',
        quantity: { numeric: '1.23456' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }
}

const spam = {
  ...tx('spam', '2026-05-12T10:00:00Z'),
  transfers: [
    { direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } },
  ],
}

beforeEach(() => {
  // Only the clock is fake: the grouping reads "now" for the current year.
  vi.useFakeTimers({ now: new Date('2026-05-20T12:00:00Z'), toFake: ['Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderTab(
  history: unknown,
  options: Parameters<typeof createApiTestClient>[1] = {},
  translator: Translator | null = null,
) {
  const { client } = createApiTestClient(
    { [`/v1/account/${TEST_ADDRESS}/history`]: history },
    options,
  )
  renderWithClient(<ActivityTab />, client, translator)
  return client
}

describe('ActivityTab', () => {
  it('groups by month: the current year by month name, other years as Month Year', async () => {
    renderTab({
      data: [
        tx('a', '2026-05-14T09:00:00Z'),
        tx('b', '2026-02-10T09:00:00Z', { operationType: 'send' }),
        tx('c', '2025-12-15T09:00:00Z'),
        tx('other-chain', '2026-05-13T09:00:00Z', { chain: 'eip155:31338' }),
        spam,
      ],
      next: null,
    })
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(3))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'May',
      'February',
      'December 2025',
    ])
    const rows = screen.getAllByTestId('portico-activity-row')
    expect(rows).toHaveLength(3)
    expect(rows[0]?.textContent).toContain('Received')
    expect(rows[0]?.textContent).toContain('from 0xd8…A96045')
    expect(rows[0]?.textContent).toContain('+1.23456 ETH')
    expect(rows[1]?.textContent).toContain('Sent')
    expect(rows[1]?.textContent).toContain('to 0xd8…A96045')
  })

  it('names a counterparty by the account name the gateway knows for it', async () => {
    const { client } = createApiTestClient({
      [`/v1/account/${TEST_ADDRESS}/history`]: {
        data: [
          tx('a', '2026-05-14T09:00:00Z'),
          tx('b', '2026-05-13T09:00:00Z', { operationType: 'send' }),
        ],
        next: null,
      },
      [`/v1/identity/${OTHER}`]: { name: 'vitalik.eth', avatar: null },
    })
    renderWithClient(<ActivityTab />, client, null)
    await waitFor(() =>
      expect(screen.getAllByTestId('portico-activity-row')[0]?.textContent).toContain(
        'from vitalik.eth',
      ),
    )
    expect(screen.getAllByTestId('portico-activity-row')[1]?.textContent).toContain(
      'to vitalik.eth',
    )
  })

  it('reads months, operations, counterparties and times in the visitor’s language', async () => {
    const history = {
      data: [
        tx('a', '2026-05-20T11:58:00Z'),
        tx('b', '2026-02-10T09:00:00Z', { operationType: 'send' }),
        tx('c', '2025-12-15T09:00:00Z'),
      ],
      next: null,
    }
    renderTab(history, {}, await loadTranslator('de'))
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(3))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Mai',
      'Februar',
      'Dezember 2025',
    ])
    const rows = screen.getAllByTestId('portico-activity-row')
    expect(rows[0]?.textContent).toContain('Empfangen')
    expect(rows[0]?.textContent).toContain('von 0xd8…A96045')
    expect(rows[0]?.textContent).toContain('vor 2 Minuten')
    expect(rows[0]?.textContent).toContain('+1,23456 ETH')
    expect(rows[1]?.textContent).toContain('Gesendet')
    expect(rows[1]?.textContent).toContain('an 0xd8…A96045')
  })

  it('shows the empty state and the failure in the visitor’s language', async () => {
    const arabic = await loadTranslator('ar')
    renderTab({ data: [spam], next: null }, {}, arabic)
    expect((await screen.findByTestId('portico-activity-empty')).textContent).toContain(
      'لا يوجد نشاط بعد',
    )
    cleanup()
    renderTab(500, {}, await loadTranslator('de'))
    const failed = await screen.findByTestId('portico-activity-failed')
    expect(failed.textContent).toContain('Transaktionen konnten nicht abgerufen werden')
    expect(screen.getByRole('button').textContent).toBe('Erneut versuchen')
  })

  it('shows the empty state when the history has nothing on this network', async () => {
    renderTab({ data: [spam], next: null })
    expect((await screen.findByTestId('portico-activity-empty')).textContent).toContain(
      'No activity yet',
    )
  })

  it('says quietly that activity is unknown where the gateway keeps no index, never "No activity yet"', async () => {
    const unindexed = { ...DEVNET_CHAINS.devnetA, id: 999, caipNetworkId: 'eip155:999' as const }
    const client = renderTab({ data: [], next: null }, { devnetA: unindexed })
    await client.api.fetchTokenBalances()
    expect((await screen.findByTestId('portico-activity-not-indexed')).textContent).toBe(
      'Activity isn’t available on this network',
    )
    expect(screen.queryByTestId('portico-activity-empty')).toBeNull()
    expect(client.stores.toast.getState().open).toBe(false)
  })

  it("ends the last page, or begins the empty state, with where the network's history starts", async () => {
    const historyStart = { block: 2, minedAt: '2026-11-03T09:12:11.000Z' }
    const line = `History on ${DEVNET_CHAINS.devnetA.name} starts on Nov 3, 2026`
    // Two pages: the line comes once the last has loaded, after its rows.
    renderTab((url: URL) =>
      url.searchParams.get('cursor')
        ? { data: [tx('b', '2026-04-02T09:00:00Z')], next: null, historyStart }
        : { data: [tx('a', '2026-05-14T09:00:00Z')], next: 'page-2', historyStart },
    )
    const start = await screen.findByTestId('portico-activity-history-start')
    expect(start.textContent).toBe(line)
    const rows = screen.getAllByTestId('portico-activity-row')
    expect(rows).toHaveLength(2)
    expect(rows[1]?.compareDocumentPosition(start)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    cleanup()
    // Nothing since: not "No activity yet", which would be a guess about what came before.
    renderTab({ data: [], next: null, historyStart })
    const empty = await screen.findByTestId('portico-activity-empty')
    expect(empty.textContent).toContain(line)
    expect(empty.textContent).toContain('Transfers since then will show up here.')
    expect(empty.textContent).not.toContain('No activity yet')
    cleanup()
    renderTab({ data: [], next: null, historyStart }, {}, await loadTranslator('de'))
    expect((await screen.findByTestId('portico-activity-empty')).textContent).toContain(
      `Der Verlauf auf ${DEVNET_CHAINS.devnetA.name} beginnt am 3. Nov. 2026`,
    )
  })

  it("says 'Failed to fetch transactions' when the gateway fails", async () => {
    renderTab(500)
    expect((await screen.findByTestId('portico-activity-failed')).textContent).toContain(
      'Failed to fetch transactions',
    )
  })

  it("links each row to the transaction on the network's explorer, where it has one", async () => {
    const hash = `0x${'12'.repeat(32)}`
    const history = { data: [tx('a', '2026-05-14T09:00:00Z', { hash })], next: null }
    renderTab(history, {
      devnetA: {
        ...DEVNET_CHAINS.devnetA,
        blockExplorers: { default: { name: 'Local scan', url: 'https://scan.example' } },
      },
    })
    const row = await screen.findByRole('link', { name: /Received/ })
    expect(row.getAttribute('href')).toBe(`https://scan.example/tx/${hash}`)
    expect(row.getAttribute('target')).toBe('_blank')
    cleanup()
    // A devnet without an explorer: the row is no link.
    renderTab(history)
    await screen.findByTestId('portico-activity-row')
    expect(screen.queryByRole('link')).toBeNull()
  })
  it("shows an NFT transfer with the NFT's image and name", async () => {
    const url = 'http://gateway.test/public/nft/pals/2.svg'
    renderTab({
      data: [
        {
          ...tx('nft', '2026-05-14T09:00:00Z'),
          transfers: [
            {
              direction: 'in',
              quantity: { numeric: '1' },
              nft_info: {
                name: 'Portico Pal #2',
                content: { preview: { url } },
                flags: { is_spam: false },
              },
            },
          ],
        },
      ],
      next: null,
    })
    const row = await screen.findByTestId('portico-activity-row')
    expect(row.textContent).toContain('Portico Pal #2')
    expect(row.querySelector('img')?.getAttribute('src')).toBe(url)
  })
})
