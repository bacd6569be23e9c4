import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createHealth } from '../health/createHealth'
import { createLogger } from '../log/createLogger'
import { collectLines } from '../testing/collectLines'
import { closeHttpServer } from './closeHttpServer'
import { createShutdown } from './createShutdown'

describe('createShutdown', () => {
  it('marks the service not ready first, then runs its steps in order, once', async () => {
    const health = createHealth({})
    const order: string[] = []
    const shutdown = createShutdown({
      logger: createLogger({ service: 't', destination: collectLines() }),
      timeoutMs: 1_000,
      health,
      steps: [
        { name: 'http', run: async () => void order.push(`http ${(await health.failing())[0]}`) },
        { name: 'db', run: () => void order.push('db') },
      ],
    })
    const [first, second] = await Promise.all([shutdown.run('SIGTERM'), shutdown.run('SIGINT')])
    expect([first, second]).toEqual([0, 0])
    expect(order).toEqual(['http shutdown', 'db'])
  })

  it('runs the later steps when one fails, and exits with 1', async () => {
    const sink = collectLines()
    const ran: string[] = []
    const code = await createShutdown({
      logger: createLogger({ service: 't', destination: sink }),
      timeoutMs: 1_000,
      steps: [
        {
          name: 'indexer',
          run: () => {
            throw new Error('stuck')
          },
        },
        { name: 'db', run: () => void ran.push('db') },
      ],
    }).run('SIGTERM')
    expect([code, ran]).toEqual([1, ['db']])
    expect(sink.lines).toContainEqual(expect.objectContaining({ msg: 'shutdown: indexer failed' }))
  })

  it('gives up with 1 when the steps take longer than the timeout', async () => {
    const code = await createShutdown({
      logger: createLogger({ service: 't', destination: collectLines() }),
      timeoutMs: 50,
      steps: [{ name: 'hang', run: () => new Promise(() => {}) }],
    }).run('SIGTERM')
    expect(code).toBe(1)
  })
})

describe('closeHttpServer', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    let release = () => {}
    const server = createServer((_req, res) => {
      release = () => res.end('done')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const inFlight = fetch(url).then((res) => res.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const closed = closeHttpServer(server, { drainMs: 2_000 })
    await expect(fetch(url)).rejects.toThrow()
    release()
    expect(await inFlight).toBe('done')
    await closed
    expect(server.listening).toBe(false)
  })

  it('cuts what is still open after the drain time', async () => {
    const server = createServer(() => {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const hanging = fetch(url).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await closeHttpServer(server, { drainMs: 50 })
    expect(await hanging).toBeInstanceOf(Error)
  })
})
