import type { Transaction } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../../../i18n/loadTranslator'
import { describeTransaction } from './describeTransaction'

const en = englishTranslator()
const OTHER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

// A transfer of a fungible token, in or out, between `parties` when the test names them.
const fungible = (
  direction: 'in' | 'out',
  numeric: string,
  symbol: string,
  parties: { sender?: string; recipient?: string } = {},
) => ({ direction, quantity: { numeric }, fungible_info: { symbol }, ...parties })

const base: Transaction = {
  id: '1',
  metadata: {
    chain: 'eip155:31337',
    minedAt: '2026-05-01T00:00:00Z',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: OTHER,
    sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  },
  transfers: [fungible('in', '0.5', 'PTT')],
}

// `base` with other metadata and transfers.
const withBase = (
  metadata: Partial<Transaction['metadata']>,
  transfers: Transaction['transfers'],
): Transaction => ({ ...base, metadata: { ...base.metadata, ...metadata }, transfers })
// The row of such a transaction, in English.
const describeWith = (...args: Parameters<typeof withBase>) =>
  describeTransaction(withBase(...args), en)

describe('describeTransaction', () => {
  it('names the operation, the sender truncated 4 + 6, and the signed amount by the kit’s amount rule', () => {
    expect(describeTransaction(base, en)).toEqual({
      direction: 'in',
      title: 'Received',
      detail: 'from 0xd8…A96045',
      amount: '+0.5 PTT',
      counterparty: OTHER,
    })
    expect(describeTransaction(base, en, 'vitalik.eth').detail).toBe('from vitalik.eth')
  })

  it('signs withdrawals with - and points sends at their recipient', () => {
    const withdraw = describeWith({ operationType: 'withdraw' }, [fungible('out', '2', 'ETH')])
    expect(withdraw).toMatchObject({ direction: 'out', title: 'Withdrew', amount: '-2 ETH' })
    expect(withdraw.detail).toBe('to 0xf3…b92266')
    const send = describeWith({ operationType: 'send' }, null)
    expect(send).toMatchObject({ direction: 'out', title: 'Sent', amount: undefined })
  })

  it('shows trades both ways and unknown operations capitalised', () => {
    const trade = describeWith({ operationType: 'lend' }, [
      fungible('out', '1', 'ETH'),
      fungible('in', '3000', 'PTT'),
    ])
    expect(trade).toMatchObject({ direction: 'both', title: 'Lend' })
  })

  it("names the transfer's recipient of an ERC-20 send, not the token contract it called", () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const payee = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const send = describeWith({ operationType: 'send', sentTo: token }, [
      fungible('out', '25', 'PTT', { sender: base.metadata.sentTo, recipient: payee }),
    ])
    expect(send).toMatchObject({ title: 'Sent', detail: 'to 0x70…dc79C8' })
  })

  it("names the transfer's sender of an incoming token transfer", () => {
    const received = describeWith({ sentFrom: base.metadata.sentTo }, [
      fungible('in', '1', 'PTT', {
        sender: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        recipient: base.metadata.sentTo,
      }),
    ])
    expect(received.detail).toBe('from 0x3C…4293BC')
  })

  it('reads a mint as received, with a + amount and no "from" the zero address or yourself', () => {
    const self = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const mint = describeWith({ operationType: 'mint', sentFrom: self }, [
      fungible('in', '1000', 'tUSDT', {
        sender: '0x0000000000000000000000000000000000000000',
        recipient: self,
      }),
    ])
    expect(mint).toEqual({
      direction: 'in',
      title: 'Received',
      detail: undefined,
      amount: '+1,000 tUSDT',
    })
  })
  it("shows an NFT transfer by its name, with its image as the row's preview", () => {
    const received = describeWith({}, [
      {
        direction: 'in',
        quantity: { numeric: '1' },
        nft_info: {
          name: 'Portico Pal #2',
          content: { preview: { url: 'http://gateway.test/public/nft/pals/2.svg' } },
          flags: { is_spam: false },
        },
      },
    ])
    expect(received).toEqual({
      direction: 'in',
      title: 'Received',
      detail: 'from 0xd8…A96045',
      amount: 'Portico Pal #2',
      preview: 'http://gateway.test/public/nft/pals/2.svg',
      counterparty: OTHER,
    })
    // A fungible transfer beside it is the one shown, without a preview.
    const traded = describeWith({}, [
      ...(received && base.transfers ? base.transfers : []),
      {
        direction: 'out',
        quantity: { numeric: '1' },
        nft_info: { content: { preview: { url: 'x' } }, flags: { is_spam: false } },
      },
    ])
    expect(traded.preview).toBeUndefined()
  })

  it('shows a swap as both sides, unsigned, without the pool or router as counterparty', () => {
    const router = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
    const pool = '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e'
    const swap = withBase({ operationType: 'trade', sentTo: router }, [
      fungible('out', '0.1', 'ETH', { recipient: router }),
      fungible('in', '250', 'PTT', { sender: pool }),
    ])
    expect(describeTransaction(swap, en)).toEqual({
      direction: 'both',
      title: 'Swapped',
      detail: undefined,
      // Each side keeps together (no-break spaces); a narrow row wraps at the arrow.
      amount: '0.1\u00a0ETH → 250\u00a0PTT',
    })
  })

  it('words a swap in the translator’s language, with its separators and direction', async () => {
    const swap: Transaction = {
      ...base,
      metadata: { ...base.metadata, operationType: 'trade' },
      transfers: [fungible('in', '1250.5', 'PTT'), fungible('out', '0.5', 'ETH')],
    }
    expect(describeTransaction(swap, await loadTranslator('de'))).toMatchObject({
      title: 'Getauscht',
      amount: '0,5\u00a0ETH → 1.250,5\u00a0PTT',
    })
    // Right to left, the arrow points from what was sold to what was bought.
    expect(describeTransaction(swap, await loadTranslator('he')).amount).toMatch(/ETH ← .*PTT$/)
  })

  it('reads an approval as the token and the spender the gateway names', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const router = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
    const approval: Transaction = {
      ...withBase({ operationType: 'approve', sentTo: token }, null),
      approvals: [
        {
          fungible_info: { name: 'Portico Test Token', symbol: 'PTT' },
          quantity: { numeric: '100' },
          spender: router,
          spender_name: 'Uniswap',
        },
      ],
    }
    const row = describeTransaction(approval, en)
    expect(row).toEqual({
      direction: 'none',
      title: 'Approved',
      detail: 'PTT for Uniswap',
      amount: undefined,
    })
    expect(`${row.title} ${row.detail}`).toBe('Approved PTT for Uniswap')
  })

  it('names an unknown spender by its truncated address, and never the token as recipient', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const approval: Transaction = {
      ...withBase({ operationType: 'approve', sentTo: token }, null),
      approvals: [
        {
          fungible_info: { symbol: 'tUSDT' },
          quantity: { numeric: '5' },
          spender: '0x1234567890AbcdEF1234567890aBcdef12345678',
        },
      ],
    }
    expect(describeTransaction(approval, en)).toMatchObject({
      title: 'Approved',
      detail: 'tUSDT for 0x12…345678',
    })
    // A history without the allowance's details still says nothing about the token contract.
    const { approvals: _details, ...bareApproval } = approval
    const bare = describeTransaction(bareApproval, en)
    expect(bare).toMatchObject({ title: 'Approved', detail: undefined, amount: undefined })
  })

  it('words the row in the translator’s language, the amount with its separators', async () => {
    const de = await loadTranslator('de')
    expect(describeTransaction(base, de)).toEqual({
      direction: 'in',
      title: 'Empfangen',
      detail: 'von 0xd8…A96045',
      amount: '+0,5 PTT',
      counterparty: OTHER,
    })
    const unknown = describeTransaction(
      { ...base, metadata: { ...base.metadata, operationType: '' } },
      de,
    )
    expect(unknown.title).toBe('Transaktion')
  })
})
