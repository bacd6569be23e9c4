import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Stack } from '@portico/scripts'

/**
 * A loopback HTTP endpoint through which test files (in their own worker processes) act on the
 * stack that globalSetup owns: `POST /relay/restart` restarts the relay and answers 204 once it
 * is back. Resolves to its base URL and a `close`.
 * @example
 * const control = await startStackControl(stack)
 * project.provide('stackControl', control.url)
 */
export async function startStackControl(
  stack: Pick<Stack, 'restartRelay'>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/relay/restart') {
      response.writeHead(404).end()
      return
    }
    stack.restartRelay().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
