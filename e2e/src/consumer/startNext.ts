import { join } from 'node:path'
import { getFreePort } from '@portico/test/devnet'
import { type AppServer, startAppServer } from './startAppServer'

/**
 * `next start` of a built app on a free 127.0.0.1 port; resolves its URL once it answers.
 * @example
 * const next = await startNext(appDir)
 * await page.goto(next.url)
 * await next.stop()
 */
export async function startNext(dir: string): Promise<AppServer> {
  const port = await getFreePort()
  return startAppServer(
    dir,
    [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { NEXT_TELEMETRY_DISABLED: '1' },
    `http://127.0.0.1:${port}/`,
  )
}
