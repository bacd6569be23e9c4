import { processRssBytes } from './processRssBytes'
import { spawnNode } from './spawnNode'

/**
 * Hold `count` sockets on the relay at once from a separate process (each subscribed to a topic
 * of its own, kept open `holdMs`) and read the relay's resident memory before and while they
 * are held. Resolves with how many were still open at the end; rejects past `timeLimitMs`.
 * @example
 * const { held, rssBefore, rssHeld } = await measureHeldSockets({ url, relayPid, count: 10_000, holdMs: 3_000, timeLimitMs: 120_000 })
 */
export async function measureHeldSockets(options: {
  url: string
  relayPid: number | undefined
  count: number
  holdMs: number
  timeLimitMs: number
}): Promise<{ held: number; rssBefore: number | undefined; rssHeld: number | undefined }> {
  const rssBefore = processRssBytes(options.relayPid)
  const holder = spawnNode(
    'src/bench/holdSockets.ts',
    [options.url, String(options.count), String(options.holdMs)],
    {},
    { stdin: 'pipe' },
  )
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()))
  try {
    const held = await new Promise<number>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`Sockets not held within ${options.timeLimitMs} ms`)),
        options.timeLimitMs,
      )
      holder.once('exit', (code) => reject(new Error(`Socket holder exited with code ${code}`)))
      holder.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8')
        const match = /held (\d+)/.exec(output)
        if (!match?.[1]) return
        clearTimeout(timer)
        resolve(Number(match[1]))
      })
    })
    return { held, rssBefore, rssHeld: processRssBytes(options.relayPid) }
  } finally {
    holder.stdin?.end()
    const killer = setTimeout(() => holder.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(killer)
  }
}
