import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { waitForHttp } from '@portico/scripts'
import { getFreePort } from '@portico/test/devnet'

/**
 * `next start` of a built app on a free 127.0.0.1 port; resolves its URL once it answers.
 * @example
 * const next = await startNext(appDir)
 * await page.goto(next.url)
 * await next.stop()
 */
export async function startNext(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await getFreePort()
  const child = spawn(
    process.execPath,
    [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  )
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
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
