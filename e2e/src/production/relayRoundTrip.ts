import { readFileSync } from 'node:fs'
import type { LookupFunction } from 'node:net'
import { createRelayIdentity, signRelayJwt } from '@portico/relay'
import { WebSocket } from 'ws'
import type { Rehearsal } from './startRehearsal'

// The rehearsal's names resolve to loopback for this process too, as they do for Chromium.
const loopback: LookupFunction = (_host, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
  else callback(null, '127.0.0.1', 4)
}

type Frame = {
  id?: number
  method?: string
  params?: { data?: { topic: string; message: string } }
  result?: unknown
  error?: { message: string }
}

/** A relay client over wss through nginx, trusting only the rehearsal's CA. */
async function connect(rehearsal: Rehearsal, projectId: string) {
  const url = rehearsal.urls.relay
  const auth = signRelayJwt(createRelayIdentity(), {
    aud: url,
    iat: Math.floor(Date.now() / 1000),
    ttlSeconds: 3_600,
  })
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=${projectId}&ua=rehearsal`, {
    ca: readFileSync(rehearsal.ca.caCert),
    lookup: loopback,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const delivered: string[] = []
  const answers = new Map<number, (frame: Frame) => void>()
  let nextId = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame
    if (frame.method === 'irn_subscription' && frame.params?.data) {
      delivered.push(frame.params.data.message)
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      return
    }
    if (typeof frame.id === 'number') answers.get(frame.id)?.(frame)
  })
  const request = (method: string, params: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 10 s`)), 10_000)
      answers.set(id, (frame) => {
        clearTimeout(timer)
        if (frame.error) reject(new Error(`${method}: ${frame.error.message}`))
        else resolve(frame.result)
      })
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  const closed = new Promise<number>((resolve) => socket.once('close', resolve))
  return {
    delivered,
    closed,
    subscribe: (topic: string) => request('irn_subscribe', { topic }),
    publish: (topic: string, message: string) =>
      request('irn_publish', { topic, message, ttl: 300, tag: 1100, prompt: false }),
    close: async () => {
      socket.close()
      await closed
    },
  }
}

/**
 * WalletConnect's store-and-forward across a relay node's death: a wallet subscribes to a topic
 * and goes away; the dapp publishes messages, each acknowledged by a node; `killNode` kills a
 * relay node; the wallet comes back (nginx sends it to a node still alive) and subscribes again.
 * Resolves what was published and what the wallet received.
 * @example
 * const { published, delivered } = await relayRoundTrip(rehearsal, () => rehearsal.nodes.relay[0]?.kill())
 */
export async function relayRoundTrip(
  rehearsal: Rehearsal,
  killNode: () => Promise<void> | undefined,
): Promise<{ published: string[]; delivered: string[] }> {
  const topic = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
  const wallet = await connect(rehearsal, rehearsal.projectId)
  await wallet.subscribe(topic)
  await wallet.close()
  const dapp = await connect(rehearsal, rehearsal.projectId)
  const published = ['first', 'second', 'third'].map((word) =>
    Buffer.from(`${word} ${Date.now()}`).toString('base64'),
  )
  for (const message of published) await dapp.publish(topic, message)
  await dapp.close()
  await killNode()
  const back = await connect(rehearsal, rehearsal.projectId)
  try {
    await back.subscribe(topic)
    const deadline = Date.now() + 10_000
    while (back.delivered.length < published.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return {
      published,
      delivered: [...back.delivered].sort((a, b) => published.indexOf(a) - published.indexOf(b)),
    }
  } finally {
    await back.close()
  }
}
