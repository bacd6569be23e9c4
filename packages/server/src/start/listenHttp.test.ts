import { createServer } from 'node:net'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { closeHttpServer } from '../shutdown/closeHttpServer'
import { listenHttp } from './listenHttp'

const app = new Hono().get('/', (c) => c.text('ok'))

describe('listenHttp', () => {
  it('listens on a free port and answers at the URL it gives', async () => {
    const { server, port, url } = await listenHttp(app, { host: '127.0.0.1', port: 0 })
    expect(url).toBe(`http://127.0.0.1:${port}`)
    expect(await (await fetch(url)).text()).toBe('ok')
    await closeHttpServer(server)
  })

  it('writes an IPv6 host in brackets', async () => {
    const { server, port, url } = await listenHttp(app, { host: '::1', port: 0 })
    expect(url).toBe(`http://[::1]:${port}`)
    await closeHttpServer(server)
  })

  it('rejects when the port is taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as { port: number }
    await expect(listenHttp(app, { host: '127.0.0.1', port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
    taken.close()
  })
})
