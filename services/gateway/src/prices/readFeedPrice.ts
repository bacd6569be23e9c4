import type { PublicClient } from 'viem'
import type { PriceFeedConfig } from './priceFeedConfigSchema'

const aggregatorAbi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const

/**
 * A feed's answer, or why it was refused: `stale` (older than `maxAgeSeconds`), `out_of_range`
 * (not positive, or outside the configured bounds), `incomplete` (a round not answered yet),
 * `deviation` (too far from the token's V3 `average`, judged by `createFeedPrices`).
 * @example const read: FeedRead = { ok: true, usd: 3012.5, ageSeconds: 42 }
 */
export type FeedRead =
  | { ok: true; usd: number; ageSeconds: number }
  | { ok: false; reason: 'stale' | 'out_of_range' | 'incomplete'; usd: number; ageSeconds: number }
  | { ok: false; reason: 'deviation'; usd: number; ageSeconds: number; average: number }

/**
 * Reads a feed's latest round and checks it as a careful consumer of a Chainlink feed does:
 * answered in its own round, updated within `maxAgeSeconds` of `nowMs`, positive and within the
 * configured bounds. A call that fails throws (the caller logs it and prices nothing).
 * @example
 * const read = await readFeedPrice(client, feed, clock.now())
 * if (read.ok) console.log(read.usd)
 */
export async function readFeedPrice(
  client: PublicClient,
  feed: PriceFeedConfig,
  nowMs: number,
): Promise<FeedRead> {
  const address = feed.feed as `0x${string}`
  const [decimals, [roundId, answer, , updatedAt, answeredInRound]] = await Promise.all([
    client.readContract({ address, abi: aggregatorAbi, functionName: 'decimals' }),
    client.readContract({ address, abi: aggregatorAbi, functionName: 'latestRoundData' }),
  ])
  const usd = Number(answer) / 10 ** decimals
  const ageSeconds = Math.max(0, Math.floor(nowMs / 1000) - Number(updatedAt))
  if (updatedAt === 0n || answeredInRound < roundId) {
    return { ok: false, reason: 'incomplete', usd, ageSeconds }
  }
  if (ageSeconds > feed.maxAgeSeconds) return { ok: false, reason: 'stale', usd, ageSeconds }
  const belowMin = feed.minAnswer !== undefined && usd < feed.minAnswer
  const aboveMax = feed.maxAnswer !== undefined && usd > feed.maxAnswer
  if (answer <= 0n || belowMin || aboveMax) {
    return { ok: false, reason: 'out_of_range', usd, ageSeconds }
  }
  return { ok: true, usd, ageSeconds }
}
