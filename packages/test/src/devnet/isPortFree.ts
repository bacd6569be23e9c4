import { createServer } from 'node:net'

/**
 * Tells whether `port` can be bound on `host` right now.
 *
 * @example
 * if (!(await isPortFree(8545))) throw new Error('8545 is taken')
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}
