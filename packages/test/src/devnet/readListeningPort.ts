import type { Readable } from 'node:stream'

/**
 * The port a node reports on `output` with a `Listening on host:port` line (anvil started on
 * port 0 binds a free port itself and says which); the rest of the output is drained. Rejects if
 * the output ends first.
 * @example
 * const port = await readListeningPort(child.stdout)
 */
export function readListeningPort(output: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer | string) => {
      // Only the tail can hold a line cut between two chunks.
      seen = (seen + chunk.toString()).slice(-1_000)
      const match = /Listening on \S+:(\d+)/.exec(seen)
      if (!match) return
      output.off('data', onData)
      output.off('end', onEnd)
      output.resume()
      resolve(Number(match[1]))
    }
    const onEnd = () => reject(new Error('the node ended its output before it said its port'))
    output.on('data', onData)
    output.once('end', onEnd)
  })
}
