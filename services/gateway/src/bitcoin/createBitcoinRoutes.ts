import { clientAddressKey } from '@portico/common'
import type { Metrics, RateLimiter } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { gatewayRateLimit } from '../http/gatewayRateLimit'
import { parseInput } from '../http/parseInput'
import type { BitcoinNode } from './createBitcoinNodes'
import { BitcoinNodeError } from './createBitcoinRpc'
import { readBlockStatuses } from './readBlockStatuses'
import { readFeeEstimates } from './readFeeEstimates'

/** Where the Esplora-style API of a chain lives: this prefix and the chain's CAIP-2 reference. */
export const ESPLORA_PREFIX = '/v1/esplora'

const txidSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a 64-digit hex txid')
const rawTxSchema = z
  .string()
  .trim()
  .regex(/^([0-9a-fA-F]{2})+$/, 'Expected a hex-encoded transaction')

// The node's txid of a broadcast transaction; a transaction it refuses is TRANSACTION_REJECTED.
async function broadcastTransaction(node: BitcoinNode, hex: string): Promise<string> {
  try {
    return String(await node.rpc.call('sendrawtransaction', [hex]))
  } catch (error) {
    // -25 missing inputs, -26 rejected by policy or consensus, -27 already in the chain, -22 undecodable.
    if (error instanceof BitcoinNodeError && [-22, -25, -26, -27].includes(error.code)) {
      throw new GatewayError('TRANSACTION_REJECTED', {
        message: `The node refused the transaction: ${error.message}`,
      })
    }
    throw error
  }
}

// A transaction as the node has it (hex, or decoded when `verbose`); an unknown one is NOT_FOUND.
async function readTransaction(node: BitcoinNode, txid: string, verbose: boolean) {
  try {
    return await node.rpc.call('getrawtransaction', [txid, verbose])
  } catch (error) {
    if (error instanceof BitcoinNodeError && error.code === -5) {
      throw new GatewayError('NOT_FOUND', { message: 'Transaction not found' })
    }
    throw error
  }
}

/**
 * Esplora-compatible routes for each configured Bitcoin chain, under
 * `/v1/esplora/{CAIP-2 reference}` (e.g. `/v1/esplora/000000000019d6689c085ae165831e93`):
 * `GET /address/:address`, `GET /address/:address/utxo`, `GET /fee-estimates`, `POST /tx`
 * (hex body, answers the txid), `GET /tx/:txid/status`, `GET /tx/:txid/hex` and
 * `GET /blocks/tip/height`, backed by the chain node's JSON-RPC (`scantxoutset` for addresses,
 * so no wallet or address index is needed). Addresses of another network are refused. Like every
 * `/v1` call they need the project id; one token bucket per client covers them all.
 * @example
 * app.route('/', createBitcoinRoutes({ nodes: createBitcoinNodes(config.bitcoin.chains), limiter, clientIp }))
 * // GET /v1/esplora/530827f38f93b43ed12af0b3ad25a288/address/rltc1q…/utxo?projectId=…
 */
export function createBitcoinRoutes(deps: {
  nodes: ReadonlyMap<string, BitcoinNode>
  limiter: RateLimiter
  clientIp: (c: Context) => string
  metrics?: Metrics | undefined
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  if (deps.nodes.size === 0) return app
  app.use(
    `${ESPLORA_PREFIX}/*`,
    gatewayRateLimit({
      name: 'bitcoin',
      limiter: deps.limiter,
      key: (c) => clientAddressKey(deps.clientIp(c)),
      metrics: deps.metrics,
    }),
  )
  const nodeOf = (c: Context) => {
    const node = deps.nodes.get(`bip122:${c.req.param('network') ?? ''}`)
    if (!node) throw new GatewayError('NOT_FOUND', { message: 'No Bitcoin chain with this id' })
    return node
  }
  const stateOf = async (c: Context) => {
    const node = nodeOf(c)
    const address = c.req.param('address') ?? ''
    return { node, address, state: await node.readAddress(address) }
  }
  const base = `${ESPLORA_PREFIX}/:network{[0-9a-f]{32}}`

  app.get(`${base}/address/:address`, async (c) => {
    const { address, state } = await stateOf(c)
    return c.json({ address, chain_stats: state.chainStats, mempool_stats: state.mempoolStats })
  })
  app.get(`${base}/address/:address/utxo`, async (c) => {
    const { node, state } = await stateOf(c)
    const heights = state.utxos.flatMap(({ height }) => (height === undefined ? [] : [height]))
    const blocks = await readBlockStatuses(node.rpc, heights)
    return c.json(
      state.utxos.map(({ txid, vout, value, height }) => ({
        txid,
        vout,
        value,
        status:
          height === undefined
            ? { confirmed: false }
            : { confirmed: true, block_height: height, ...blocks.get(height) },
      })),
    )
  })
  app.get(`${base}/fee-estimates`, async (c) => {
    const node = nodeOf(c)
    return c.json(await readFeeEstimates(node.rpc, node.chain.fallbackFeeRate))
  })
  app.get(`${base}/blocks/tip/height`, async (c) => {
    return c.text(String(await nodeOf(c).rpc.call('getblockcount')))
  })
  app.post(`${base}/tx`, async (c) => {
    const node = nodeOf(c)
    const hex = parseInput(rawTxSchema, await c.req.text(), 'body')
    return c.text(await broadcastTransaction(node, hex))
  })
  const readTx = async (c: Context, verbose: boolean) => {
    const node = nodeOf(c)
    const txid = parseInput(txidSchema, c.req.param('txid'), 'path')
    return { node, tx: await readTransaction(node, txid, verbose) }
  }
  app.get(`${base}/tx/:txid/hex`, async (c) => c.text(String((await readTx(c, false)).tx)))
  app.get(`${base}/tx/:txid/status`, async (c) => {
    const { node, tx } = await readTx(c, true)
    const { blockhash } = z.object({ blockhash: z.string().optional() }).parse(tx)
    if (!blockhash) return c.json({ confirmed: false })
    const header = z
      .object({ height: z.number(), time: z.number(), confirmations: z.number() })
      .parse(await node.rpc.call('getblockheader', [blockhash]))
    // A block that left the main chain reports -1 confirmations.
    if (header.confirmations < 0) return c.json({ confirmed: false })
    return c.json({
      confirmed: true,
      block_height: header.height,
      block_hash: blockhash,
      block_time: header.time,
    })
  })
  return app
}
