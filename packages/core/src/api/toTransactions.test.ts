import { historyResponseSchema } from '@portico/common/schemas/api'
import { describe, expect, it } from 'vitest'
import { toTransactions } from './toTransactions'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0xC3d8099e193918fE955E22d38601BA8Ae0A623e7'
/** A confirmed send of alice's on the devnet; a token transfer's transaction goes to the contract. */
const SENT = {
  chain: 'eip155:31337',
  minedAt: '2026-11-22T10:00:00.000Z',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: alice,
  sentTo: contract,
} as const

describe('toTransactions', () => {
  it("keeps each transfer's own sender and recipient, and the NFT's preview", () => {
    const [tx] = toTransactions([
      {
        id: 'eip155:31337:0x1',
        // A token transfer's transaction goes to the contract, not to the person paid.
        metadata: SENT,
        transfers: [
          {
            direction: 'out',
            quantity: { numeric: '1' },
            nft_info: {
              name: 'Portico Pal #2',
              content: { preview: { url: 'http://gateway.test/public/nft/pals/2.svg' } },
              flags: { is_spam: false },
            },
            sender: alice,
            recipient: bob,
          },
        ],
      },
    ])
    expect(tx?.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1' },
        nft_info: {
          name: 'Portico Pal #2',
          flags: { is_spam: false },
          content: { preview: { url: 'http://gateway.test/public/nft/pals/2.svg' } },
        },
        sender: alice,
        recipient: bob,
      },
    ])
  })

  it("keeps the gas fee a smart account's user operation paid", () => {
    const answer = historyResponseSchema.parse({
      data: [
        {
          id: 'eip155:31337:0x3',
          metadata: {
            ...SENT,
            fee: {
              quantity: { numeric: '0.00028' },
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://g/eth' } },
            },
          },
          transfers: null,
        },
      ],
    })
    const [tx] = toTransactions(answer.data)
    expect(tx?.metadata.fee).toEqual({
      quantity: { numeric: '0.00028' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://g/eth' } },
    })
    expect(
      toTransactions([
        { ...answer.data[0]!, metadata: { ...answer.data[0]!.metadata, fee: undefined } },
      ])[0]?.metadata,
    ).not.toHaveProperty('fee')
  })

  it('keeps the allowances an approval granted: token, amount, spender and its name', () => {
    const approval = {
      fungible_info: { name: 'Portico Test Token', symbol: 'PTT', icon: null },
      quantity: { numeric: '100' },
      spender: contract,
      spender_name: 'Uniswap',
    }
    const answer = historyResponseSchema.parse({
      data: [
        {
          id: 'eip155:31337:0x2',
          metadata: { ...SENT, operationType: 'approve', sentTo: bob },
          transfers: null,
          approvals: [approval, { ...approval, spender_name: undefined, spender: bob }],
        },
      ],
    })
    const [tx] = toTransactions(answer.data)
    expect(tx?.approvals).toEqual([
      {
        fungible_info: { name: 'Portico Test Token', symbol: 'PTT' },
        quantity: { numeric: '100' },
        spender: contract,
        spender_name: 'Uniswap',
      },
      {
        fungible_info: { name: 'Portico Test Token', symbol: 'PTT' },
        quantity: { numeric: '100' },
        spender: bob,
      },
    ])
    // A spender that is no address-like text of sane length is refused at the edge.
    expect(
      historyResponseSchema.safeParse({
        data: [{ ...answer.data[0], approvals: [{ ...approval, spender: 'x'.repeat(200) }] }],
      }).success,
    ).toBe(false)
  })
})
