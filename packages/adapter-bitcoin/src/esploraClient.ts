import { z } from '@portico/common/zod-mini'
import { EsploraRequestError, NoFeeEstimatesError } from './errors/esplora'

/**
 * Where one chain's Esplora-compatible API answers: its base URL and query parameters added to
 * every call (the gateway wants `projectId`).
 * @example
 * const endpoint: EsploraEndpoint = { baseUrl: 'http://127.0.0.1:8787/v1/esplora/5308…', query: { projectId: 'demo' } }
 */
export type EsploraEndpoint = { baseUrl: string; query?: Record<string, string> }

/**
 * An unspent output as Esplora lists it.
 * @example
 * const utxo: EsploraUtxo = { txid: 'ab…', vout: 0, value: 10_000, status: { confirmed: true } }
 */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

const statsSchema = z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() })
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })
const utxoSchema = z.array(
  z.object({
    txid: z.string(),
    vout: z.number(),
    value: z.number(),
    status: z.object({ confirmed: z.boolean() }),
  }),
)
const feesSchema = z.record(z.string(), z.number())

/**
 * A small client of an Esplora-compatible API (the gateway's `/v1/esplora/…`, or any Esplora):
 * balances, UTXOs, fee rates, broadcast. Answers are validated; a failed call throws with the
 * server's message.
 * @example
 * const esplora = createEsploraClient({ baseUrl, query: { projectId } })
 * const sats = await esplora.balance('bc1q…')
 */
export function createEsploraClient(endpoint: EsploraEndpoint) {
  const url = (path: string) => {
    const query = new URLSearchParams(endpoint.query ?? {}).toString()
    return `${endpoint.baseUrl}${path}${query ? `?${query}` : ''}`
  }
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(url(path), init)
    const text = await response.text()
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(safeJson(text)).data?.message
      throw new EsploraRequestError(message ?? `Esplora ${path}: HTTP ${response.status}`, {
        status: response.status,
      })
    }
    return text
  }
  return {
    /** Confirmed plus unconfirmed balance in satoshis. */
    balance: async (address: string): Promise<bigint> => {
      const { chain_stats: chain, mempool_stats: mempool } = addressSchema.parse(
        JSON.parse(await call(`/address/${address}`)),
      )
      return BigInt(
        chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
      )
    },
    utxos: async (address: string): Promise<EsploraUtxo[]> =>
      utxoSchema.parse(JSON.parse(await call(`/address/${address}/utxo`))),
    /** sat/vB for confirmation within `target` blocks (the nearest target answered). */
    feeRate: async (target = 3): Promise<number> => {
      const fees = feesSchema.parse(JSON.parse(await call('/fee-estimates')))
      const targets = Object.keys(fees)
        .map(Number)
        .sort((a, b) => a - b)
      const chosen = targets.find((candidate) => candidate >= target) ?? targets.at(-1)
      const rate = chosen === undefined ? undefined : fees[String(chosen)]
      if (rate === undefined) throw new NoFeeEstimatesError()
      return rate
    },
    /** The height of the chain's tip. */
    tipHeight: async (): Promise<number> =>
      z.coerce
        .number()
        .check(z.int())
        .parse(await call('/blocks/tip/height')),
    /** Broadcasts a signed transaction (hex); resolves its txid. */
    broadcast: async (hex: string): Promise<string> =>
      (await call('/tx', { method: 'POST', body: hex })).trim(),
  }
}

/** An Esplora client. @example const client: EsploraClient = createEsploraClient(endpoint) */
export type EsploraClient = ReturnType<typeof createEsploraClient>

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
