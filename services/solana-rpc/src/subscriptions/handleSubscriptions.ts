import type { Address } from '@solana/kit'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import type { LocalSolanaChain } from '../chain/createLocalSolanaChain'
import { readAccount } from '../methods/accountMethods'
import {
  accountConfigSchema,
  addressSchema,
  commitmentConfigSchema,
  signatureSchema,
} from '../rpc/rpcSchemas'
import { SolanaRpcError } from '../rpc/SolanaRpcError'
import { toJsonText } from '../rpc/toJsonText'

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})

type Subscription = {
  kind: 'signature' | 'slot' | 'account'
  /** Called after every block; returns true when the subscription is done. */
  onBlock: (slot: bigint) => boolean
}

/**
 * Serves the WebSocket subscriptions of one client connection: signatureSubscribe (what
 * `@solana/kit` waits on to confirm a transaction), slotSubscribe (its block-height clock)
 * and accountSubscribe, with their unsubscribe methods. `nextId` hands out ids unique
 * across the server's connections.
 *
 * @example
 * wss.on('connection', (socket) => handleSubscriptions(chain, socket, nextId))
 */
export function handleSubscriptions(
  chain: LocalSolanaChain,
  socket: WebSocket,
  nextId: () => number,
) {
  const subscriptions = new Map<number, Subscription>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(toJsonText(message))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const stopListening = chain.onCommit(({ slot }) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.onBlock(slot)) subscriptions.delete(id)
    }
  })
  socket.on('close', () => stopListening())
  // ws closes the socket itself (1009 for a frame over maxPayload, 1002 for a protocol error)
  // and then reports it here; without a listener the error would end the process.
  socket.on('error', () => socket.terminate())

  const subscribe = (method: string, params: unknown[]): number => {
    const id = nextId()
    if (method === 'signatureSubscribe') {
      const [signature] = z
        .tuple([signatureSchema, commitmentConfigSchema.optional()])
        .parse(params)
      const done = () => {
        const status = chain.signatureStatus(signature)
        if (!status) return false
        notify('signatureNotification', id, {
          context: { slot: status.slot },
          value: { err: status.err },
        })
        return true
      }
      // Already processed: tell at once (after the subscription id has gone out).
      if (chain.signatureStatus(signature)) setImmediate(done)
      else subscriptions.set(id, { kind: 'signature', onBlock: done })
    } else if (method === 'slotSubscribe') {
      z.tuple([]).parse(params)
      subscriptions.set(id, {
        kind: 'slot',
        onBlock: (slot) => {
          notify('slotNotification', id, { parent: slot > 0n ? slot - 1n : 0n, root: slot, slot })
          return false
        },
      })
    } else {
      const [address, config] = z
        .tuple([addressSchema, accountConfigSchema.optional()])
        .parse(params)
      const read = () => readAccount(chain, address as Address, config)
      let last = toJsonText(read())
      subscriptions.set(id, {
        kind: 'account',
        onBlock: (slot) => {
          const value = read()
          const text = toJsonText(value)
          if (text !== last) notify('accountNotification', id, { context: { slot }, value })
          last = text
          return false
        },
      })
    }
    return id
  }

  socket.on('message', (raw) => {
    let payload: unknown
    try {
      payload = JSON.parse(raw.toString())
    } catch {
      send({
        jsonrpc: '2.0',
        id: null,
        error: { code: SolanaRpcError.parseError, message: 'Parse error' },
      })
      return
    }
    const request = requestSchema.safeParse(payload)
    // `@solana/kit` pings with an id-less `ping`; notifications get no answer.
    if (!request.success) {
      if ((payload as { id?: unknown } | null)?.id === undefined) return
      send({
        jsonrpc: '2.0',
        id: null,
        error: { code: SolanaRpcError.invalidRequest, message: 'Invalid request' },
      })
      return
    }
    const { id, method, params = [] } = request.data
    const reply = (result: unknown) => send({ jsonrpc: '2.0', id, result })
    const fail = (code: number, message: string) =>
      send({ jsonrpc: '2.0', id, error: { code, message } })
    const unsubscribeKind = /^(signature|slot|account)Unsubscribe$/.exec(method)?.[1]
    if (unsubscribeKind) {
      const parsed = z.tuple([z.number().int()]).safeParse(params)
      if (!parsed.success) return fail(SolanaRpcError.invalidParams, 'Invalid params')
      const subscription = subscriptions.get(parsed.data[0])
      if (!subscription || subscription.kind !== unsubscribeKind) {
        return fail(SolanaRpcError.invalidParams, 'Invalid subscription id.')
      }
      subscriptions.delete(parsed.data[0])
      return reply(true)
    }
    if (!['signatureSubscribe', 'slotSubscribe', 'accountSubscribe'].includes(method)) {
      return fail(SolanaRpcError.methodNotFound, 'Method not found')
    }
    try {
      reply(subscribe(method, params))
    } catch (error) {
      const message =
        error instanceof z.ZodError ? (error.issues[0]?.message ?? 'malformed') : String(error)
      fail(SolanaRpcError.invalidParams, `Invalid params: ${message}`)
    }
  })
}
