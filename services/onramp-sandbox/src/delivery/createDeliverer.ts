import {
  type Chain,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { OrderRow, OrderStore } from '../orders/createOrderStore'
import type { SandboxChain } from '../sandboxConfigSchema'
import { NotDeliveredError } from './NotDeliveredError'

/**
 * Sends what orders bought from the treasury: one delivery at a time (nonces stay in order),
 * the signed transfer stored before it is broadcast, and only that stored transfer ever sent
 * for an order, so a restart re-sends the same transaction (same hash) instead of paying twice.
 * @example
 * const deliverer = createDeliverer({ chains, treasuryKey, store })
 * await deliverer.reconcile()
 * await deliverer.deliver(orderId)
 */
export function createDeliverer(deps: {
  chains: readonly SandboxChain[]
  treasuryKey: Hex
  store: OrderStore
  log?: (line: string) => void
}) {
  const { store } = deps
  const log = deps.log ?? (() => {})
  const account = privateKeyToAccount(deps.treasuryKey)
  const clients = new Map<string, { chain: SandboxChain; client: PublicClient }>(
    deps.chains.map((chain) => [
      `eip155:${chain.chainId}`,
      {
        chain,
        client: createPublicClient({
          chain: { id: chain.chainId } as Chain,
          transport: http(chain.rpcUrl),
          pollingInterval: 250,
        }),
      },
    ]),
  )
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => {})
    return run
  }
  const clientOf = (chainId: string) => {
    const found = clients.get(chainId)
    if (!found)
      throw new NotDeliveredError(
        'CHAIN_NOT_DELIVERED',
        `The sandbox does not deliver on ${chainId}`,
      )
    return found
  }

  // Mined already, or broadcast the stored transfer again and wait for it.
  async function settle(order: OrderRow) {
    if (!order.txHash || !order.rawTx) return
    const { client } = clientOf(order.chainId)
    const hash = order.txHash as Hex
    let receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
    if (!receipt) {
      await client
        .sendRawTransaction({ serializedTransaction: order.rawTx as Hex })
        .catch((error: unknown) => log(`order ${order.id}: re-send refused (${String(error)})`))
      receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 })
    }
    store.finished(order.id, receipt.status === 'success' ? 'done' : 'failed')
    log(`order ${order.id}: ${receipt.status} in ${hash}`)
  }

  async function sign(order: OrderRow) {
    const { chain, client } = clientOf(order.chainId)
    const token = chain.tokens.find((t) => t.address.toLowerCase() === order.contract.toLowerCase())
    if (order.contract && !token)
      throw new NotDeliveredError('ASSET_NOT_SOLD', `The sandbox does not sell ${order.asset} here`)
    const call = token
      ? {
          to: token.address as Hex,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [order.address as Hex, parseUnits(order.amount, token.decimals)],
          }),
          value: 0n,
        }
      : { to: order.address as Hex, value: parseUnits(order.amount, 18) }
    const [nonce, fees, gas] = await Promise.all([
      client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      client.estimateFeesPerGas(),
      client.estimateGas({ account: account.address, ...call }),
    ])
    const rawTx = await account.signTransaction({
      ...call,
      chainId: chain.chainId,
      nonce,
      gas,
      type: 'eip1559',
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    return { rawTx, txHash: keccak256(rawTx) }
  }

  return {
    /** The treasury's address. */
    treasury: account.address,
    /** Delivers an authorized order (or finishes one in flight); resolves when mined. */
    deliver: (id: string) =>
      serial(async () => {
        const order = store.get(id)
        if (!order) return
        if (order.status === 'delivering') return settle(order)
        if (order.status !== 'authorized') return
        const { rawTx, txHash } = await sign(order)
        if (!store.delivering(id, txHash, rawTx)) return
        await settle({ ...order, txHash, rawTx })
      }),
    /** Settles every order a previous run left in flight (by its stored transaction). */
    reconcile: () =>
      serial(async () => {
        for (const order of store.inFlight()) await settle(order)
      }),
  }
}

/** A deliverer. @example await deliverer.deliver(id) */
export type Deliverer = ReturnType<typeof createDeliverer>
