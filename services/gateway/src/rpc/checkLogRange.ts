import { z } from 'zod'
import type { RpcErrorObject } from './rpcSchemas'

const blockTag = z.enum(['earliest', 'latest', 'pending', 'safe', 'finalized'])
const blockRef = z.union([z.string().regex(/^0x[0-9a-fA-F]{1,16}$/), blockTag])

// The fields that decide which blocks a filter reads; the node checks the rest.
const logFilterSchema = z.looseObject({
  fromBlock: blockRef.optional(),
  toBlock: blockRef.optional(),
  blockHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
})

/** A block tag whose number only the node knows. @example const t: MovingTag = 'latest' */
export type MovingTag = 'latest' | 'pending' | 'safe' | 'finalized'

/**
 * Whether an `eth_getLogs` call reads at most `maxRange` blocks: a filter by `blockHash` reads
 * one; otherwise `fromBlock`..`toBlock` (both `latest` when absent), moving tags resolved with
 * `numberOf` (which returns undefined when the node cannot say). Answers undefined when the call
 * may go, else the JSON-RPC error to answer: `-32602` for a filter it cannot read, `-32005`
 * (EIP-1474 "limit exceeded") for a range too wide, `unavailable` when a tag cannot be resolved.
 * @example
 * const refused = await checkLogRange([{ fromBlock: '0x0', toBlock: '0x10' }], 10_000, numberOf, unavailable)
 */
export async function checkLogRange(
  params: readonly unknown[] | undefined,
  maxRange: number,
  numberOf: (tag: MovingTag) => Promise<bigint | undefined>,
  unavailable: RpcErrorObject,
): Promise<RpcErrorObject | undefined> {
  const filter = logFilterSchema.safeParse(params?.[0])
  if (!filter.success || (params?.length ?? 0) !== 1) {
    return { code: -32602, message: 'Invalid params: eth_getLogs takes one filter object' }
  }
  if (filter.data.blockHash !== undefined) return undefined
  const range = await resolveLogRange(filter.data, numberOf)
  if (!range) return unavailable
  const { from, to } = range
  if (to - from + 1n > BigInt(maxRange)) {
    return {
      code: -32005,
      message: `Limit exceeded: eth_getLogs reads at most ${maxRange} blocks per call`,
    }
  }
  return undefined
}

/**
 * The first and last block an `eth_getLogs` filter reads (`fromBlock`..`toBlock`, both `latest`
 * when absent), moving tags resolved with `numberOf`; undefined when the filter is not one of a
 * range (by `blockHash`, or malformed) or the node cannot say where a tag is.
 * @example await resolveLogRange({ fromBlock: '0x10', toBlock: 'latest' }, numberOf) // { from: 16n, to: 1234n }
 */
export async function resolveLogRange(
  filter: unknown,
  numberOf: (tag: MovingTag) => Promise<bigint | undefined>,
): Promise<{ from: bigint; to: bigint } | undefined> {
  const parsed = logFilterSchema.safeParse(filter)
  if (!parsed.success || parsed.data.blockHash !== undefined) return undefined
  const { fromBlock = 'latest', toBlock = 'latest' } = parsed.data
  const resolve = async (ref: string): Promise<bigint | undefined> => {
    if (ref === 'earliest') return 0n
    if (ref.startsWith('0x')) return BigInt(ref)
    return numberOf(ref === 'pending' ? 'latest' : (ref as MovingTag))
  }
  const from = await resolve(fromBlock)
  const to = await resolve(toBlock)
  return from === undefined || to === undefined ? undefined : { from, to }
}
