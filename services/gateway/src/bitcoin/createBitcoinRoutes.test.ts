import { litecoinRegtestParams } from '@portico/common'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import { signTransfer } from '@portico/test/bitcoin/signTransfer'
import { type Regtest, startRegtest } from '@portico/test/bitcoin/startRegtest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'

type Utxo = { txid: string; vout: number; value: number; status: Record<string, unknown> }
type Stats = { funded_txo_sum: number; spent_txo_sum: number; funded_txo_count: number }

const COIN = 100_000_000

describe('Esplora-style Bitcoin routes on a regtest node', () => {
  let node: Regtest
  let gateway: Awaited<ReturnType<typeof createTestGateway>>
  const [funder, receiver] = regtestKeys(2)
  const base = `/v1/esplora/${litecoinRegtestParams.caipNetworkId.slice(7)}`
  const get = async (path: string) => gateway.app.request(`${base}${path}`)
  const json = async <T>(path: string) => {
    const response = await get(path)
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200)
    return (await response.json()) as T
  }

  beforeAll(async () => {
    node = await startRegtest()
    gateway = await createTestGateway({
      bitcoin: {
        chains: [
          {
            params: litecoinRegtestParams,
            rpcUrl: node.url,
            rpcUser: node.user,
            rpcPassword: node.password,
            fallbackFeeRate: 3,
          },
        ],
      },
    })
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await node?.stop()
  })

  it('reads the balance and confirmed outputs of the funded address', async () => {
    const account = await json<{ address: string; chain_stats: Stats; mempool_stats: Stats }>(
      `/address/${funder?.payment}`,
    )
    expect(account.address).toBe(funder?.payment)
    // 110 coinbases of 50 coins each (regtest's first subsidy era), of which those of blocks 1
    // to 11 may be spent in block 111: the 99 younger ones are not money to spend yet.
    expect(account.chain_stats.funded_txo_sum - account.chain_stats.spent_txo_sum).toBe(
      11 * 50 * COIN,
    )
    const utxos = await json<Utxo[]>(`/address/${funder?.payment}/utxo`)
    expect(
      utxos.map((utxo) => utxo.status.block_height).sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 11 }, (_, index) => index + 1))
    const first = utxos.find((utxo) => utxo.status.block_height === 1)
    expect(first?.status).toEqual({
      confirmed: true,
      block_height: 1,
      block_hash: await node.rpc('getblockhash', [1]),
      block_time: expect.any(Number),
    })
  })

  it('never offers an immature coinbase output, which the node would refuse to have spent', async () => {
    const young = (await node.rpc('scantxoutset', ['start', [`addr(${funder?.payment})`]])) as {
      unspents: { txid: string; vout: number; amount: number; height: number }[]
    }
    const immature = young.unspents.filter((utxo) => utxo.height === 50)
    expect(immature).toHaveLength(1)
    const listed = await json<Utxo[]>(`/address/${funder?.payment}/utxo`)
    expect(listed.some((utxo) => utxo.txid === immature[0]?.txid)).toBe(false)
    // What picking it would have meant: the node refuses the spend, and the gateway says so.
    const { hex } = signTransfer({
      privateKey: funder?.privateKey ?? new Uint8Array(),
      params: litecoinRegtestParams,
      utxos: immature.map(({ txid, vout, amount }) => ({
        txid,
        vout,
        value: Math.round(amount * COIN),
        status: { confirmed: true },
      })),
      to: receiver?.payment ?? '',
      amount: 1_000_000n,
      feeRate: 3,
    })
    const refused = await gateway.app.request(`${base}/tx`, { method: 'POST', body: hex })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      message: expect.stringContaining('premature-spend-of-coinbase'),
    })
  })

  it('answers fee rates, the fallback where the young chain has no estimate', async () => {
    const fees = await json<Record<string, number>>('/fee-estimates')
    expect(Object.keys(fees)).toHaveLength(28)
    expect(fees['1']).toBe(3)
    expect(fees['1008']).toBe(3)
    expect(await (await get('/blocks/tip/height')).text()).toBe(
      String(await node.rpc('getblockcount')),
    )
  })

  it('broadcasts a transfer, shows it in the mempool, then confirmed', async () => {
    const utxos = await json<Utxo[]>(`/address/${funder?.payment}/utxo`)
    const mature = utxos
      .filter((utxo) => Number(utxo.status.block_height) <= 5)
      .sort((a, b) => Number(a.status.block_height) - Number(b.status.block_height))
    const { hex, txid, fee } = signTransfer({
      privateKey: funder?.privateKey ?? new Uint8Array(),
      params: litecoinRegtestParams,
      utxos: mature,
      to: receiver?.payment ?? '',
      amount: 12_345_678n,
      feeRate: 3,
    })
    const sent = await gateway.app.request(`${base}/tx`, { method: 'POST', body: hex })
    expect(await sent.text()).toBe(txid)
    expect(await json(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    expect(await (await get(`/tx/${txid}/hex`)).text()).toBe(hex)

    const pending = await json<{ chain_stats: Stats; mempool_stats: Stats }>(
      `/address/${receiver?.payment}`,
    )
    expect(pending.chain_stats.funded_txo_sum).toBe(0)
    expect(pending.mempool_stats.funded_txo_sum).toBe(12_345_678)
    const payer = await json<{ mempool_stats: Stats }>(`/address/${funder?.payment}`)
    expect(payer.mempool_stats.spent_txo_sum).toBe(50 * COIN)
    expect(payer.mempool_stats.funded_txo_sum).toBe(50 * COIN - 12_345_678 - Number(fee))
    const receiverUtxos = await json<Utxo[]>(`/address/${receiver?.payment}/utxo`)
    expect(receiverUtxos).toEqual([
      { txid, vout: 0, value: 12_345_678, status: { confirmed: false } },
    ])

    const [blockHash] = await node.mine(1)
    expect(await json(`/tx/${txid}/status`)).toEqual({
      confirmed: true,
      block_height: 111,
      block_hash: blockHash,
      block_time: expect.any(Number),
    })
    const settled = await json<{ chain_stats: Stats; mempool_stats: Stats }>(
      `/address/${receiver?.payment}`,
    )
    expect(settled.chain_stats.funded_txo_sum).toBe(12_345_678)
    expect(settled.mempool_stats.funded_txo_sum).toBe(0)

    // The same transaction again spends what is now spent.
    const again = await gateway.app.request(`${base}/tx`, { method: 'POST', body: hex })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'TRANSACTION_REJECTED' })
  })

  it("answers the balance API for the chain's addresses, unconfirmed coins included", async () => {
    const chainId = litecoinRegtestParams.caipNetworkId
    const account = await json<{ chain_stats: Stats; mempool_stats: Stats }>(
      `/address/${funder?.payment}`,
    )
    const sats =
      account.chain_stats.funded_txo_sum -
      account.chain_stats.spent_txo_sum +
      account.mempool_stats.funded_txo_sum -
      account.mempool_stats.spent_txo_sum
    const response = await gateway.app.request(
      `/v1/account/${funder?.payment}/balance?chainId=${chainId}&currency=usd`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId,
          value: 0,
          price: 0,
          quantity: { decimals: '8', numeric: String(sats / COIN) },
          iconUrl: expect.stringMatching(/\/public\/getTokenImage\/BTC$/),
        },
      ],
    })
    const caip10 = await gateway.app.request(
      `/v1/account/${chainId}:${receiver?.payment}/balance?forceUpdate=true`,
    )
    const [coin] = ((await caip10.json()) as { balances: { quantity: { numeric: string } }[] })
      .balances
    expect(coin?.quantity.numeric).toBe('0.12345678')
    const foreign = await gateway.app.request(
      `/v1/account/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/balance?chainId=${chainId}`,
    )
    expect(foreign.status).toBe(400)
  })

  it('refuses what is not of this chain, and says what is missing', async () => {
    const mainnet = await get('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(mainnet.status).toBe(400)
    expect(await mainnet.json()).toMatchObject({ code: 'INVALID_PARAMS' })
    const garbage = await gateway.app.request(`${base}/tx`, { method: 'POST', body: 'zz' })
    expect(garbage.status).toBe(400)
    const undecodable = await gateway.app.request(`${base}/tx`, { method: 'POST', body: 'abcd' })
    expect(await undecodable.json()).toMatchObject({ code: 'TRANSACTION_REJECTED' })
    expect((await get(`/tx/${'0'.repeat(64)}/status`)).status).toBe(404)
    const otherChain = await gateway.app.request(`/v1/esplora/${'1'.repeat(32)}/fee-estimates`)
    expect(otherChain.status).toBe(404)
  })
})
