import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { waitForHttp } from '@portico/scripts'
import { getFreePort } from '@portico/test/devnet'

/**
 * The Node server of a built Nuxt app (`.output/server/index.mjs`) on a free 127.0.0.1 port;
 * resolves its URL once it answers, and keeps what it prints.
 * @example
 * const nuxt = await startNuxt(appDir)
 * await page.goto(nuxt.url)
 * await nuxt.stop()
 */
export async function startNuxt(
  dir: string,
): Promise<{ url: string; log: () => string; stop: () => Promise<void> }> {
  const port = await getFreePort()
  const child = spawn(process.execPath, [join(dir, '.output/server/index.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      NUXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // What the server printed (a render's error goes there), for a failing test to show.
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitForHttp(url, { timeoutMs: 60_000 })
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
