import { spawn } from 'node:child_process'
import { waitForHttp } from '@portico/scripts'

/**
 * A built app's own production server, answering on `url`.
 * @example
 * const server: AppServer = await startNext(appDir)
 */
export type AppServer = {
  url: string
  /** What the server printed so far (a render's error goes there), for a failing test to show. */
  log: () => string
  stop: () => Promise<void>
}

/**
 * Runs `node …args` in `dir` with `env` added, and resolves once `url` answers (60 s at most;
 * a server that never answers is killed).
 * @example
 * await startAppServer(dir, ['.output/server/index.mjs'], { PORT: '4000' }, 'http://127.0.0.1:4000/')
 */
export async function startAppServer(
  dir: string,
  args: readonly string[],
  env: Record<string, string>,
  url: string,
): Promise<AppServer> {
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
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
