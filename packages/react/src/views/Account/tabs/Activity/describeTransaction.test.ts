import type { Transaction } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../../../i18n/loadTranslator'
import { describeTransaction } from './describeTransaction'

const en = englishTranslator()
const OTHER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

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
  transfers: [{ direction: 'in', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'PTT' } }],
}

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
    const withdraw = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, operationType: 'withdraw' },
        transfers: [
          { direction: 'out', quantity: { numeric: '2' }, fungible_info: { symbol: 'ETH' } },
        ],
      },
      en,
    )
    expect(withdraw).toMatchObject({ direction: 'out', title: 'Withdrew', amount: '-2 ETH' })
    expect(withdraw.detail).toBe('to 0xf3…b92266')
    const send = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, operationType: 'send' },
        transfers: null,
      },
      en,
    )
    expect(send).toMatchObject({ direction: 'out', title: 'Sent', amount: undefined })
  })

  it('shows trades both ways and unknown operations capitalised', () => {
    const trade = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, operationType: 'lend' },
        transfers: [
          { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } },
          { direction: 'in', quantity: { numeric: '3000' }, fungible_info: { symbol: 'PTT' } },
        ],
      },
      en,
    )
    expect(trade).toMatchObject({ direction: 'both', title: 'Lend' })
  })

  it("names the transfer's recipient of an ERC-20 send, not the token contract it called", () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const payee = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const send = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, operationType: 'send', sentTo: token },
        transfers: [
          {
            direction: 'out',
            quantity: { numeric: '25' },
            fungible_info: { symbol: 'PTT' },
            sender: base.metadata.sentTo,
            recipient: payee,
          },
        ],
      },
      en,
    )
    expect(send).toMatchObject({ title: 'Sent', detail: 'to 0x70…dc79C8' })
  })

  it("names the transfer's sender of an incoming token transfer", () => {
    const received = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, sentFrom: base.metadata.sentTo },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            fungible_info: { symbol: 'PTT' },
            sender: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
            recipient: base.metadata.sentTo,
          },
        ],
      },
      en,
    )
    expect(received.detail).toBe('from 0x3C…4293BC')
  })

  it('reads a mint as received, with a + amount and no "from" the zero address or yourself', () => {
    const self = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const mint = describeTransaction(
      {
        ...base,
        metadata: { ...base.metadata, operationType: 'mint', sentFrom: self },
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '1000' },
            fungible_info: { symbol: 'tUSDT' },
            sender: '0x0000000000000000000000000000000000000000',
            recipient: self,
          },
        ],
      },
      en,
    )
    expect(mint).toEqual({
      direction: 'in',
      title: 'Received',
      detail: undefined,
      amount: '+1,000 tUSDT',
    })
  })
  it("shows an NFT transfer by its name, with its image as the row's preview", () => {
    const received = describeTransaction(
      {
        ...base,
        transfers: [
          {
            direction: 'in',
            quantity: { numeric: '1' },
            nft_info: {
              name: 'Portico Pal #2',
              content: { preview: { url: 'http://gateway.test/public/nft/pals/2.svg' } },
              flags: { is_spam: false },
            },
          },
        ],
      },
      en,
    )
    expect(received).toEqual({
      direction: 'in',
      title: 'Received',
      detail: 'from 0xd8…A96045',
      amount: 'Portico Pal #2',
      preview: 'http://gateway.test/public/nft/pals/2.svg',
      counterparty: OTHER,
    })
    // A fungible transfer beside it is the one shown, without a preview.
    const traded = describeTransaction(
      {
        ...base,
        transfers: [
          ...(received && base.transfers ? base.transfers : []),
          {
            direction: 'out',
            quantity: { numeric: '1' },
            nft_info: { content: { preview: { url: 'x' } }, flags: { is_spam: false } },
          },
        ],
      },
      en,
    )
    expect(traded.preview).toBeUndefined()
  })

  it('shows a swap as both sides, unsigned, without the pool or router as counterparty', () => {
    const router = '0x7a2088a1bFc9d81c55368AE168C2C02570cB814F'
    const pool = '0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e'
    const swap: Transaction = {
      ...base,
      metadata: { ...base.metadata, operationType: 'trade', sentTo: router },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '0.1' },
          fungible_info: { symbol: 'ETH' },
          recipient: router,
        },
        {
          direction: 'in',
          quantity: { numeric: '250' },
          fungible_info: { symbol: 'PTT' },
          sender: pool,
        },
      ],
    }
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
      transfers: [
        { direction: 'in', quantity: { numeric: '1250.5' }, fungible_info: { symbol: 'PTT' } },
        { direction: 'out', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'ETH' } },
      ],
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
      ...base,
      metadata: { ...base.metadata, operationType: 'approve', sentTo: token },
      transfers: null,
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
      ...base,
      metadata: { ...base.metadata, operationType: 'approve', sentTo: token },
      transfers: null,
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
