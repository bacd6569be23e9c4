import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regtestKeys } from './regtestKeys'
import { signTransfer } from './signTransfer'
import { type Regtest, startRegtest } from './startRegtest'

describe('startRegtest', () => {
  let node: Regtest
  beforeAll(async () => {
    node = await startRegtest()
  }, 60_000)
  afterAll(() => node?.stop())

  it('answers RPC with the mined blocks, funding the first test key', async () => {
    expect(await node.rpc('getblockcount')).toBe(110)
    expect(node.fundAddress).toBe(regtestKeys(1)[0]?.payment)
    expect(node.fundAddress).toMatch(/^rltc1q/)
    const scan = (await node.rpc('scantxoutset', ['start', [`addr(${node.fundAddress})`]])) as {
      unspents: { amount: number; height: number }[]
    }
    expect(scan.unspents).toHaveLength(110)
  })

  it('mines to any address on demand', async () => {
    const [, other] = regtestKeys(2)
    const hashes = await node.mine(1, other?.ordinals)
    expect(hashes).toHaveLength(1)
    expect(await node.rpc('getblockcount')).toBe(111)
  })

  it('mines waiting transactions by itself when asked to', async () => {
    const [funder, receiver] = regtestKeys(2)
    const miner = await startRegtest({ autoMineMs: 100 })
    try {
      const scan = (await miner.rpc('scantxoutset', ['start', [`addr(${miner.fundAddress})`]])) as {
        unspents: { txid: string; vout: number; amount: number; height: number }[]
      }
      const oldest = scan.unspents.filter((utxo) => utxo.height <= 5)
      const { hex, txid } = signTransfer({
        privateKey: funder?.privateKey ?? new Uint8Array(),
        params: miner.params,
        utxos: oldest.map((utxo) => ({ ...utxo, value: Math.round(utxo.amount * 1e8) })),
        to: receiver?.payment ?? '',
        amount: 100_000n,
        feeRate: 2,
      })
      expect(await miner.rpc('sendrawtransaction', [hex])).toBe(txid)
      await expect
        .poll(
          async () =>
            ((await miner.rpc('getrawtransaction', [txid, true])) as { confirmations?: number })
              .confirmations ?? 0,
          { timeout: 20_000, interval: 100 },
        )
        .toBeGreaterThan(0)
    } finally {
      await miner.stop()
    }
  }, 60_000)

  it('stops and removes its chain', async () => {
    const second = await startRegtest({ blocks: 0 })
    await second.stop()
    expect((await second.exited).expected).toBe(true)
    await expect(second.rpc('getblockcount')).rejects.toThrow()
  }, 60_000)
})
