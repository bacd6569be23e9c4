import { RELAY_NODE_FLAGS, spawnNode } from './spawnNode'

/**
 * Start `server.ts` in its own Node process (with {@link RELAY_NODE_FLAGS} and a raised
 * open-file limit) on an ephemeral loopback port and resolve with its URL once it is listening;
 * `stop()` sends SIGTERM and waits for a clean exit. `nodeArgs` go before the script (e.g.
 * `--cpu-prof` to profile the relay).
 * @example
 * const relay = await spawnRelayProcess({ PORTICO_RELAY_DB: '/tmp/bench.sqlite' })
 */
export async function spawnRelayProcess(env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawnNode(
    'src/server.ts',
    [],
    { PORTICO_RELAY_PORT: '0', PORTICO_RELAY_HOST: '127.0.0.1', ...env },
    { nodeArgs: [...RELAY_NODE_FLAGS, ...nodeArgs] },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    // A guard, not a budget: the process compiles the relay's TypeScript as it starts, which a
    // busy 2-core machine was seen to take over 20 s for; the tests time what follows.
    const timer = setTimeout(() => reject(new Error('Relay did not start within 45 s')), 45_000)
    child.once('exit', (code) => reject(new Error(`Relay exited early with code ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /relay listening on (ws:\/\/\S+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve(match[1])
    })
  })
  // Its log from then on is drained unread: kept and searched at each chunk, it would cost the
  // process that also generates the load more with every line.
  child.stdout?.removeAllListeners('data')
  child.stdout?.resume()
  return {
    url,
    pid: child.pid,
    /** SIGKILL, as a crash would end it; resolves once it is gone. */
    kill(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      })
    },
    /** SIGTERM, then wait for the exit; resolves with its exit code (null if it was killed). */
    stop(): Promise<number | null> {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode)
      return new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        child.once('exit', (code) => {
          clearTimeout(timer)
          resolve(code)
        })
        child.kill('SIGTERM')
      })
    },
  }
}
