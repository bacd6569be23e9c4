import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Solana JSON-RPC node that answers from recorded answers: `getTransaction` by signature,
 * `getSlot`, `getSignatureStatuses` (known signatures only) and `getTokenSupply` by mint. The
 * repository's local Solana chain (services/solana-rpc) keeps no transaction history, so the
 * verifier's Solana path is tested against the answers a Solana node gives.
 * @example
 * const node = await startRecordedSolanaNode({ slot: 120, transactions: { [signature]: answer }, mints: { [mint]: 6 } })
 */
export async function startRecordedSolanaNode(recorded: {
  slot: number
  transactions: Record<string, unknown>
  mints: Record<string, number>
}) {
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      const { id, method, params } = JSON.parse(text) as {
        id: number
        method: string
        params: unknown[]
      }
      const first = params[0]
      const results: Record<string, () => unknown> = {
        getSlot: () => recorded.slot,
        getTransaction: () => recorded.transactions[String(first)] ?? null,
        getSignatureStatuses: () => ({
          context: { slot: recorded.slot },
          value: (first as string[]).map(() => null),
        }),
        getTokenSupply: () => {
          const decimals = recorded.mints[String(first)]
          if (decimals === undefined) throw new Error('Invalid param: not a Token mint')
          return {
            context: { slot: recorded.slot },
            value: { amount: '1000000000000', decimals, uiAmountString: '1000000' },
          }
        },
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      const answer = results[method]
      try {
        if (!answer) throw new Error(`Method not found: ${method}`)
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: answer() }))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message } }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
