import { randomInt } from 'node:crypto'
import { createServer } from 'node:net'

// Below Linux's ephemeral range (32768–60999): the kernel hands those out to every outgoing
// connection's source port and every listen on port 0, so a port picked there and released can
// be taken by a test's own HTTP traffic before the process meant for it binds it. Ports here are
// given out only when asked for by number.
const FIRST = 20_000
const LAST = 32_767
const TRIES = 50

// Handed out by this process already: never twice, even once its holder has stopped.
const given = new Set<number>()

const listenOn = (port: number, host: string): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(undefined))
    server.listen(port, host, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : undefined
      server.close(() => resolve(bound))
    })
  })

/**
 * A TCP port free right now on `host`, picked at random outside the OS's ephemeral range (so no
 * outgoing connection or port-0 listener takes it in the moment before its user binds it) and
 * not given before by this process; the OS's own pick if none of 50 tries is free.
 *
 * @example
 * const port = await getFreePort()
 */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const port = randomInt(FIRST, LAST + 1)
    if (given.has(port)) continue
    if ((await listenOn(port, host)) === port) {
      given.add(port)
      return port
    }
  }
  const port = await listenOn(0, host)
  if (!port) throw new Error('no free port')
  given.add(port)
  return port
}
