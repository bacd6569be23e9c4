import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@portico/test/devnet'
import { afterAll, describe, expect, it } from 'vitest'
import { bitcoinGatewayChain, startBitcoinRegtest } from './startBitcoinRegtest'

describe('startBitcoinRegtest', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-stack-bitcoin-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('runs the stack chain on its port, in the stack folder, with the password the gateway gets', async () => {
    const port = await getFreePort()
    const chain = bitcoinGatewayChain(`http://127.0.0.1:${port}`, 'stack-secret')
    const lines: string[] = []
    const node = await startBitcoinRegtest({
      host: '127.0.0.1',
      port,
      dataDir,
      rpcPassword: chain.rpcPassword,
      log: (service, line) => lines.push(`[${service}] ${line}`),
    })
    try {
      expect(node.url).toBe(chain.rpcUrl)
      expect(node.user).toBe(chain.rpcUser)
      expect(node.password).toBe('stack-secret')
      expect(await node.rpc('getblockcount')).toBe(110)
      expect(existsSync(join(dataDir, 'bitcoin-regtest', 'regtest'))).toBe(true)
      expect(lines).toEqual([
        `[bitcoin] regtest chain ${chain.params.caipNetworkId}, coins at ${node.fundAddress}`,
      ])
    } finally {
      await node.stop()
    }
  }, 60_000)
})
