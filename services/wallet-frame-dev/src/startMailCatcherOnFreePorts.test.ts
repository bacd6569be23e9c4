import { createServer, type Server } from 'node:net'
import { getFreePort } from '@portico/test/devnet/getFreePort'
import { afterEach, describe, expect, it } from 'vitest'
import type { MailCatcher } from './startMailCatcher'
import { startMailCatcherOnFreePorts } from './startMailCatcherOnFreePorts'

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    })
  })
}

describe('startMailCatcherOnFreePorts', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('tries fresh ports when a port free when asked was taken before maildev listened', async () => {
    // What a busy test run does: the port picked for SMTP is someone else's by the time
    // maildev binds it.
    const taken = await listen()
    cleanups.push(() => new Promise((resolve) => taken.server.close(() => resolve())))
    const picks = [taken.port]
    const pickPort = async () => picks.shift() ?? getFreePort()
    const mail: MailCatcher = await startMailCatcherOnFreePorts(pickPort)
    cleanups.push(() => mail.stop())
    expect(mail.smtpPort).not.toBe(taken.port)
    expect((await fetch(`${mail.webUrl}/email`)).status).toBe(200)
  }, 60_000)

  it('gives up after three tries, with maildev’s own error', async () => {
    const taken = await listen()
    cleanups.push(() => new Promise((resolve) => taken.server.close(() => resolve())))
    // The SMTP port is taken every time; the web port is free.
    let picked = 0
    const pickPort = async () => (picked++ % 2 === 0 ? taken.port : getFreePort())
    await expect(startMailCatcherOnFreePorts(pickPort)).rejects.toThrow('EADDRINUSE')
    expect(picked).toBe(6)
  }, 60_000)
})
