import { WebSocket } from 'ws'
import { createRelayIdentity, signRelayJwt } from '../auth/signRelayJwt'
import { randomTopic } from '../testing/randomTopic'
import { BENCH_PROJECT_ID } from './connectBenchClient'

// Child process of the benchmark (spawnSocketHolder): opens `count` sockets to the relay, each
// subscribed to a topic of its own, prints `held N` (those still open after `holdMs`), and
// closes them when stdin ends. A process of its own, with its own open-file limit.
const [url = '', countText = '0', holdText = '0'] = process.argv.slice(2)
const count = Number(countText)
const sockets: WebSocket[] = []

async function open(): Promise<WebSocket> {
  const auth = signRelayJwt(createRelayIdentity(), {
    aud: url,
    iat: Math.floor(Date.now() / 1000),
    ttlSeconds: 3_600,
  })
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=${BENCH_PROJECT_ID}&ua=hold`, {
    perMessageDeflate: false,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const subscribed = new Promise<void>((resolve) => socket.once('message', () => resolve()))
  socket.send(
    JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_subscribe',
      params: { topic: randomTopic() },
    }),
  )
  await subscribed
  return socket
}

for (let start = 0; start < count; start += 200) {
  const batch = Array.from({ length: Math.min(200, count - start) }, open)
  sockets.push(...(await Promise.all(batch)))
}
await new Promise((resolve) => setTimeout(resolve, Number(holdText)))
const held = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length
process.stdout.write(`held ${held}\n`)
process.stdin.resume()
process.stdin.once('end', () => {
  for (const socket of sockets) socket.terminate()
  process.exit(0)
})
