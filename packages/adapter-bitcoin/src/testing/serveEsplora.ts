import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EsploraUtxo } from '../esploraClient'

/**
 * A local Esplora-style API with fixed answers: every address holds `utxos` (its balance is
 * their sum), the fee estimates and tip height are given, and broadcasts are recorded and
 * answered with `txid`.
 * @example
 * const esplora = await serveEsplora({ utxos, feeRate: 2 })
 * createTestBitcoinState({ esplora: () => ({ baseUrl: esplora.url }) })
 */
export async function serveEsplora(answers: {
  utxos: EsploraUtxo[]
  feeRate: number
  tipHeight?: number
  txid?: string
}) {
  const broadcasts: string[] = []
  const total = answers.utxos.reduce((sum, utxo) => sum + utxo.value, 0)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const stats = { funded_txo_sum: total, spent_txo_sum: 0 }
      const empty = { funded_txo_sum: 0, spent_txo_sum: 0 }
      if (path === '/tx') broadcasts.push(body)
      const answer =
        path === '/tx'
          ? (answers.txid ?? 'ab'.repeat(32))
          : path === '/fee-estimates'
            ? JSON.stringify({ '3': answers.feeRate })
            : path === '/blocks/tip/height'
              ? String(answers.tipHeight ?? 100)
              : path.endsWith('/utxo')
                ? JSON.stringify(answers.utxos)
                : JSON.stringify({ chain_stats: stats, mempool_stats: empty })
      response.end(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    broadcasts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
