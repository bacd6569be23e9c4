import type { Transaction } from '@portico/common/schemas/api'
import { type Address, formatEther, getAddress, type PublicClient } from 'viem'

/**
 * An account's native-value history on one devnet as /history answers it, read straight from
 * the chain (every block, newest first; a devnet has few): one page of `limit` from `offset`,
 * and the offset of the next page as `next`.
 * @example
 * const page = await readFixtureHistory({ client, caip2: 'eip155:31337', address, offset: 0, limit: 20, baseUrl })
 */
export async function readFixtureHistory(args: {
  client: PublicClient
  caip2: string
  address: Address
  offset: number
  limit: number
  baseUrl: string
}): Promise<{ data: Transaction[]; next: number | null }> {
  const { client, caip2, baseUrl } = args
  const account = args.address.toLowerCase()
  const latest = await client.getBlockNumber()
  const blocks = await Promise.all(
    Array.from({ length: Number(latest) + 1 }, (_, n) =>
      client.getBlock({ blockNumber: latest - BigInt(n), includeTransactions: true }),
    ),
  )
  const touched = blocks.flatMap((block) =>
    [...block.transactions]
      .reverse()
      .filter((tx) => tx.from.toLowerCase() === account || tx.to?.toLowerCase() === account)
      .map((tx) => ({ tx, timestamp: Number(block.timestamp) })),
  )
  const page = touched.slice(args.offset, args.offset + args.limit)
  const data = page.map(({ tx, timestamp }): Transaction => {
    const incoming = tx.to?.toLowerCase() === account && tx.from.toLowerCase() !== account
    return {
      id: `${caip2}:${tx.hash}`,
      metadata: {
        operationType: incoming ? 'receive' : 'send',
        hash: tx.hash,
        minedAt: new Date(timestamp * 1000).toISOString(),
        sentFrom: getAddress(tx.from),
        sentTo: tx.to ? getAddress(tx.to) : '',
        status: 'confirmed',
        nonce: tx.nonce,
        chain: caip2,
      },
      transfers:
        tx.value === 0n
          ? null
          : [
              {
                direction: incoming ? 'in' : 'out',
                quantity: { numeric: formatEther(tx.value) },
                fungible_info: {
                  name: 'Ether',
                  symbol: 'ETH',
                  icon: { url: `${baseUrl}/public/getTokenImage/ETH` },
                },
              },
            ],
    }
  })
  const end = args.offset + page.length
  return { data, next: end < touched.length ? end : null }
}
