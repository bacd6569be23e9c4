import { join } from 'node:path'
import { getFreePort } from '@portico/test/devnet'
import { type AppServer, startAppServer } from './startAppServer'

/**
 * The Node server of a built Nuxt app (`.output/server/index.mjs`) on a free 127.0.0.1 port;
 * resolves its URL once it answers, and keeps what it prints.
 * @example
 * const nuxt = await startNuxt(appDir)
 * await page.goto(nuxt.url)
 * await nuxt.stop()
 */
export async function startNuxt(dir: string): Promise<AppServer> {
  const port = await getFreePort()
  return startAppServer(
    dir,
    [join(dir, '.output/server/index.mjs')],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      NUXT_TELEMETRY_DISABLED: '1',
    },
    `http://127.0.0.1:${port}/`,
  )
}
