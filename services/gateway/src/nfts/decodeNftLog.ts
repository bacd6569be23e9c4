import { decodeAbiParameters } from 'viem'

/** keccak256('Transfer(address,address,uint256)'): ERC-20 and ERC-721 share it. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** keccak256('TransferSingle(address,address,address,uint256,uint256)') of ERC-1155. */
export const TRANSFER_SINGLE_TOPIC =
  '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** keccak256('TransferBatch(address,address,address,uint256[],uint256[])') of ERC-1155. */
export const TRANSFER_BATCH_TOPIC =
  '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

/**
 * One token movement read from a log: `batchIndex` numbers the ids of a TransferBatch.
 * @example const t: DecodedNftTransfer = { standard: 'erc721', tokenId: '1', amount: '1', … }
 */
export type DecodedNftTransfer = {
  standard: 'erc721' | 'erc1155'
  batchIndex: number
  from: string
  to: string
  tokenId: string
  amount: string
}

const TOPIC = /^0x[0-9a-f]{64}$/i
const batchParams = [{ type: 'uint256[]' }, { type: 'uint256[]' }] as const
const singleParams = [{ type: 'uint256' }, { type: 'uint256' }] as const

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

/**
 * Decodes the NFT movements of one log, or returns an empty list when it is none: an ERC-721
 * `Transfer` (the ERC-20 topic with four topics — the token id is indexed — and no data), an
 * ERC-1155 `TransferSingle` (id and amount in the data) or `TransferBatch` (two equally long
 * arrays in the data; one movement per id). Malformed logs decode to nothing rather than throw:
 * any contract can emit any log.
 * @example
 * decodeNftLog({ topics: [TRANSFER_TOPIC, from, to, id], data: '0x' })
 * // [{ standard: 'erc721', batchIndex: 0, from: '0x…', to: '0x…', tokenId: '1', amount: '1' }]
 */
export function decodeNftLog(log: {
  topics: readonly string[]
  data: string
}): DecodedNftTransfer[] {
  const { topics, data } = log
  if (!topics.every((t) => TOPIC.test(t))) return []
  const [topic0, a, b, c] = topics
  if (topic0 === TRANSFER_TOPIC) {
    if (topics.length !== 4 || !a || !b || !c || data !== '0x') return []
    const tokenId = BigInt(c).toString()
    return [
      {
        standard: 'erc721',
        batchIndex: 0,
        from: topicAddress(a),
        to: topicAddress(b),
        tokenId,
        amount: '1',
      },
    ]
  }
  if (topics.length !== 4 || !b || !c) return []
  const from = topicAddress(b)
  const to = topicAddress(c)
  try {
    if (topic0 === TRANSFER_SINGLE_TOPIC) {
      if (data.length !== 2 + 128) return []
      const [id, amount] = decodeAbiParameters(singleParams, data as `0x${string}`)
      return [
        {
          standard: 'erc1155',
          batchIndex: 0,
          from,
          to,
          tokenId: id.toString(),
          amount: amount.toString(),
        },
      ]
    }
    if (topic0 === TRANSFER_BATCH_TOPIC) {
      const [ids, amounts] = decodeAbiParameters(batchParams, data as `0x${string}`)
      if (ids.length !== amounts.length) return []
      return ids.map((id, batchIndex) => ({
        standard: 'erc1155',
        batchIndex,
        from,
        to,
        tokenId: id.toString(),
        amount: (amounts[batchIndex] ?? 0n).toString(),
      }))
    }
  } catch {
    return []
  }
  return []
}
