// @vitest-environment jsdom
import type { FetchLike, PaymentAsset } from '@portico/core'
import {
  type Anvil,
  anvilAccounts,
  type DeployedTestTokens,
  deployTestTokens,
  rpcRequest,
  startAnvil,
} from '@portico/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetClient } from '../testing/devnetClient'
import { mountWith } from '../testing/mountWith'
import { useUnmountAfterEach } from '../testing/useUnmountAfterEach'
import { type UsePayOptions, usePay } from './usePay'

let devnet: Anvil
let tokens: DeployedTestTokens
beforeAll(async () => {
  devnet = await startAnvil({ chainId: 31337 })
  // The payer (anvil's first account) holds 50 of each; the recipient none.
  tokens = await deployTestTokens(devnet.rpcUrl, {
    holders: [anvilAccounts[0]?.address ?? '0x'],
    amount: '50',
  })
})
afterAll(async () => {
  await devnet.stop()
})
const mounted = useUnmountAfterEach()

const RECIPIENT = anvilAccounts[1]?.address ?? '0x'
const devnetETH: PaymentAsset = {
  network: 'eip155:31337',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

/**
 * The gateway's Pay routes for the test's payments: the record is SUCCESS once the wallet's
 * transaction is attached and mined on the devnet (read with eth_getTransactionReceipt).
 */
function payGateway(rpcUrl: string): FetchLike {
  const records = new Map<string, Record<string, unknown>>()
  const json = (body: unknown) => new Response(JSON.stringify(body))
  const mined = async (hash: string) => {
    const receipt = await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [hash])
    return (receipt as { status: string } | null)?.status === '0x1'
  }
  return async (url, init) => {
    const { pathname } = new URL(url)
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    if (pathname === '/v1/pay/exchanges') return json({ exchanges: [], total: 0 })
    if (pathname === '/v1/pay/payments' && init.method === 'POST') {
      const id = `pay_${String(records.size + 1).padStart(22, '0')}`
      const record = { id, ...body, status: 'PENDING', createdAt: 1, updatedAt: 1 }
      records.set(id, record)
      return json(record)
    }
    const [, id = '', action] = /^\/v1\/pay\/payments\/([^/]+)\/?(\w+)?$/.exec(pathname) ?? []
    const record = records.get(id)
    if (!record) return new Response('{"code":"NOT_FOUND","message":"Not found"}', { status: 404 })
    if (action === 'transaction') {
      Object.assign(record, { txHash: body.txHash, method: 'wallet', status: 'IN_PROGRESS' })
    } else if (!action && record.txHash && (await mined(String(record.txHash)))) {
      record.status = 'SUCCESS'
    }
    return json(record)
  }
}

async function tokenBalanceOf(token: string, address: string): Promise<bigint> {
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(
    String(await rpcRequest(devnet.rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])),
  )
}

async function balanceOf(address: string): Promise<bigint> {
  return BigInt(String(await rpcRequest(devnet.rpcUrl, 'eth_getBalance', [address, 'latest'])))
}

/** A client on the devnet whose gateway answers Pay's calls. */
const payingClient = () =>
  devnetClient([devnet], {
    apiUrl: 'https://gateway.test',
    projectId: 'demo',
    fetch: payGateway(devnet.rpcUrl),
    features: { pay: true },
  })

/** `usePay` in a component of `client`'s, unmounted after the test. */
function mountPay(client: ReturnType<typeof payingClient>['client'], options?: UsePayOptions) {
  const view = mountWith(client, () => usePay(options))
  mounted.push(view.unmount)
  return view
}

describe('usePay (Vue)', () => {
  it('pays from the connected wallet on the devnet, and its refs follow to the hash', async () => {
    const { client, connectorId } = payingClient()
    const onSuccess = vi.fn()
    const view = mountPay(client, { onSuccess })
    const pay = view.result
    await client.init()
    await client.connect({ connectorId })
    expect(pay.isPending.value).toBe(false)
    const before = await balanceOf(RECIPIENT)

    await pay.open({ paymentAsset: devnetETH, recipient: RECIPIENT, amount: '0.01' })
    expect(pay.isPending.value).toBe(true)
    expect(client.stores.router.getState().view).toEqual({ view: 'Pay' })
    await (await client.loadPay()).payFromWallet()

    await vi.waitFor(() => expect(pay.isSuccess.value).toBe(true), { timeout: 10_000 })
    expect(pay.data.value).toMatch(/^0x[0-9a-f]{64}$/)
    expect(onSuccess).toHaveBeenCalledWith(pay.data.value)
    expect(pay.isPending.value).toBe(false)
    expect(pay.error.value).toBeNull()
    expect((await balanceOf(RECIPIENT)) - before).toBe(10n ** 16n)
    // Its limit covers the wait for the payment above (10 s) and the first loads of the Pay and
    // wallet chunks, which this test, first in the file, pays for.
  }, 30_000)

  it('pays 12.5 of a USDT-style token (no bool from transfer) and refuses more than held', async () => {
    const { client, connectorId } = payingClient()
    const view = mountPay(client)
    await client.init()
    await client.connect({ connectorId })
    const token = tokens.tetherStyle
    const tUSDT: PaymentAsset = {
      network: 'eip155:31337',
      asset: token.address,
      metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
    }
    const payClient = await client.loadPay()

    await view.result.open({ paymentAsset: tUSDT, recipient: RECIPIENT, amount: 80 })
    await payClient.payFromWallet()
    expect(payClient.store.getState().insufficientBalance).toEqual({
      balance: '50',
      required: '80',
      symbol: 'tUSDT',
    })
    payClient.cancel()

    const before = await tokenBalanceOf(token.address, RECIPIENT)
    const ended = view.result.pay({ paymentAsset: tUSDT, recipient: RECIPIENT, amount: 12.5 })
    await vi.waitFor(() => expect(payClient.store.getState().request?.amount).toBe('12.5'))
    await payClient.payFromWallet()
    const result = await ended
    expect(result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: true,
      result: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect((await tokenBalanceOf(token.address, RECIPIENT)) - before).toBe(12_500_000n)
    expect(view.result.data.value).toBe(result.result)
  })

  it('resolves a cancel, and says it in error', async () => {
    const { client } = payingClient()
    const onError = vi.fn()
    const view = mountPay(client, { onError })
    const ended = view.result.pay({ paymentAsset: devnetETH, recipient: RECIPIENT, amount: 1 })
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(true))
    client.close()
    expect(await ended).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment cancelled',
    })
    expect(view.result.error.value).toBe('Payment cancelled')
    expect(view.result.isError.value).toBe(true)
    expect(view.result.result.value).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: false,
      error: 'Payment cancelled',
    })
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
