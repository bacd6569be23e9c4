import { connect, createServer, type Socket } from 'node:net'

/**
 * One connection through a {@link startRoundRobinFront}: the back end it went to, and whether
 * it is still open.
 * @example
 * const first = front.connections[0]?.backend
 */
export type FrontConnection = { backend: number; open: boolean }

/**
 * A small TCP load balancer on an ephemeral loopback port, as a site would put in front of
 * several relay nodes: each new connection goes to the next back end in turn, skipping one that
 * refuses it; when either side closes, so does the other (a killed node drops its clients, who
 * reconnect through the front to a live node). `connections` records where each one went.
 * @example
 * const front = await startRoundRobinFront([portA, portB, portC])
 * const url = `ws://127.0.0.1:${front.port}`
 */
export async function startRoundRobinFront(backendPorts: readonly number[]) {
  const connections: FrontConnection[] = []
  const sockets = new Set<Socket>()
  let next = 0

  const attach = (client: Socket, tried: number) => {
    if (tried >= backendPorts.length) {
      client.destroy()
      return
    }
    const backend = next % backendPorts.length
    next += 1
    const upstream = connect({ host: '127.0.0.1', port: backendPorts[backend] as number })
    let connected = false
    // A node that is down refuses the connection: the client goes to the next one.
    upstream.once('error', () => {
      if (!connected) attach(client, tried + 1)
    })
    upstream.once('connect', () => {
      connected = true
      const record: FrontConnection = { backend, open: true }
      connections.push(record)
      sockets.add(upstream)
      const end = () => {
        record.open = false
        client.destroy()
        upstream.destroy()
        sockets.delete(upstream)
      }
      upstream.on('error', end).on('close', end)
      client.on('error', end).on('close', end)
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
    })
  }

  const server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    attach(client, 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('front has no port')
  return {
    port: address.port,
    connections,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
