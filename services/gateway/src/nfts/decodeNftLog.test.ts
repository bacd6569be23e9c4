import { encodeAbiParameters, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { extractRows } from '../indexer/extractRows'
import {
  decodeNftLog,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './decodeNftLog'

const alice = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const operator = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const topic = (value: `0x${string}`) => pad(value, { size: 32 })
const word = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])

describe('decodeNftLog', () => {
  it('reads an ERC-721 Transfer: the ERC-20 topic with the token id as a fourth topic', () => {
    const log = { topics: [TRANSFER_TOPIC, topic(alice), topic(bob), topic('0x2a')], data: '0x' }
    expect(decodeNftLog(log)).toEqual([
      { standard: 'erc721', batchIndex: 0, from: alice, to: bob, tokenId: '42', amount: '1' },
    ])
  })

  it('leaves an ERC-20 Transfer (three topics, the amount in the data) alone', () => {
    const log = { topics: [TRANSFER_TOPIC, topic(alice), topic(bob)], data: word(1000n) }
    expect(decodeNftLog(log)).toEqual([])
  })

  it('reads an ERC-1155 TransferSingle: id and amount from the data, not the operator', () => {
    const log = {
      topics: [TRANSFER_SINGLE_TOPIC, topic(operator), topic(alice), topic(bob)],
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 3n]),
    }
    expect(decodeNftLog(log)).toEqual([
      { standard: 'erc1155', batchIndex: 0, from: alice, to: bob, tokenId: '7', amount: '3' },
    ])
  })

  it('reads an ERC-1155 TransferBatch as one movement per id', () => {
    const log = {
      topics: [TRANSFER_BATCH_TOPIC, topic(operator), topic(alice), topic(bob)],
      data: encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [
          [1n, 2n, 2n ** 200n],
          [5n, 1n, 9n],
        ],
      ),
    }
    expect(decodeNftLog(log)).toEqual([
      { standard: 'erc1155', batchIndex: 0, from: alice, to: bob, tokenId: '1', amount: '5' },
      { standard: 'erc1155', batchIndex: 1, from: alice, to: bob, tokenId: '2', amount: '1' },
      {
        standard: 'erc1155',
        batchIndex: 2,
        from: alice,
        to: bob,
        tokenId: (2n ** 200n).toString(),
        amount: '9',
      },
    ])
  })

  it('decodes malformed logs to nothing', () => {
    const batch = [TRANSFER_BATCH_TOPIC, topic(operator), topic(alice), topic(bob)]
    // Arrays of different lengths.
    const uneven = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [[1n, 2n], [5n]],
    )
    expect(decodeNftLog({ topics: batch, data: uneven })).toEqual([])
    expect(decodeNftLog({ topics: batch, data: '0x1234' })).toEqual([])
    expect(
      decodeNftLog({
        topics: [TRANSFER_SINGLE_TOPIC, topic(operator), topic(alice), topic(bob)],
        data: word(1n),
      }),
    ).toEqual([])
    // An ERC-721 shape with data is neither standard.
    expect(
      decodeNftLog({
        topics: [TRANSFER_TOPIC, topic(alice), topic(bob), topic('0x01')],
        data: word(1n),
      }),
    ).toEqual([])
    expect(
      decodeNftLog({ topics: [TRANSFER_TOPIC, '0x12', topic(bob), topic('0x01')], data: '0x' }),
    ).toEqual([])
  })
})

describe('extractRows with NFT logs', () => {
  const hex = (n: number) => `0x${n.toString(16)}`
  const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
  const carol = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
  const rows = extractRows('eip155:31337', [
    {
      block: {
        number: hex(9),
        hash: `0x${'ab'.repeat(32)}`,
        parentHash: `0x${'cd'.repeat(32)}`,
        timestamp: hex(1_700_000_000),
        transactions: [
          {
            hash: `0x${'11'.repeat(32)}`,
            from: carol,
            to: contract,
            value: '0x0',
            nonce: '0x0',
            transactionIndex: '0x0',
          },
        ],
      },
      receipts: [
        {
          transactionHash: `0x${'11'.repeat(32)}`,
          status: '0x1',
          logs: [
            {
              address: contract,
              topics: [TRANSFER_TOPIC, topic(alice), topic(bob)],
              data: word(250n),
              logIndex: '0x0',
            },
            {
              address: contract,
              topics: [TRANSFER_TOPIC, topic(alice), topic(bob), topic('0x05')],
              data: '0x',
              logIndex: '0x1',
            },
          ],
        },
      ],
    },
  ])

  it('records the three-topic log as an ERC-20 transfer and the four-topic one as an NFT', () => {
    expect(rows.transfers).toEqual([
      expect.objectContaining({ token_address: contract, value: '250', log_index: 0 }),
    ])
    expect(rows.nftTransfers).toEqual([
      {
        chain_id: 'eip155:31337',
        tx_hash: `0x${'11'.repeat(32)}`,
        log_index: 1,
        batch_index: 0,
        block_number: 9,
        contract_address: contract,
        token_id: '5',
        standard: 'erc721',
        from_address: alice,
        to_address: bob,
        amount: '1',
      },
    ])
  })

  it('puts the NFT sender and recipient in the history of the transaction', () => {
    expect(rows.activity.map((a) => a.account).sort()).toEqual([alice, bob, carol, contract].sort())
  })
})
