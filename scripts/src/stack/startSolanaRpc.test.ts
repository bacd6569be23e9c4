import { getFreePort } from '@portico/test/devnet'
import { solanaLamports } from '@portico/test/solana/solanaLamports'
import { describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { repoRoot } from './repoRoot'
import { solanaRpcUrls, startSolanaRpc } from './startSolanaRpc'

describe('startSolanaRpc', () => {
  it('runs the local Solana chain as a stack service, on its HTTP and WebSocket ports', async () => {
    const [port, wsPort] = [await getFreePort(), await getFreePort()]
    const lines: string[] = []
    const service = await startSolanaRpc({
      root: repoRoot(),
      host: '127.0.0.1',
      port,
      wsPort,
      env: process.env,
      log: (_name, line) => lines.push(line),
      timeoutMs: 60_000,
    })
    try {
      const urls = solanaRpcUrls('127.0.0.1', port, wsPort)
      const owner = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
      expect(await solanaLamports(urls.solanaRpc, owner)).toBe(1e12)
      const socket = new WebSocket(urls.solanaWs)
      const reply = await new Promise<unknown>((resolve, reject) => {
        socket.once('error', reject)
        socket.once('open', () =>
          socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotSubscribe' })),
        )
        socket.once('message', (data) => resolve(JSON.parse(data.toString())))
      })
      socket.close()
      expect(reply).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.any(Number) })
      expect(lines.join('\n')).toContain(`solana rpc listening on ${urls.solanaRpc}`)
    } finally {
      await service.stop()
    }
  }, 90_000)
})
