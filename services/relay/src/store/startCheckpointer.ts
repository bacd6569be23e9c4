import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

// Plain JavaScript: the worker runs without the TypeScript loader the relay may run under.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.path, { fileMustExist: true })
db.pragma('busy_timeout = 5000')
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage(String(error))
  }
}
const timer = setInterval(checkpoint, workerData.intervalMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/**
 * Copy the WAL back into a SQLite database file from a worker thread, every `intervalMs`, with
 * its own connection. A checkpoint syncs the database file to disk; done on the relay's thread
 * it stalls every delivery for the length of that sync. Passive checkpoints never block the
 * writer; the writer's own (rarer) automatic checkpoint still bounds the WAL. Failures go to
 * `onError`. `stop()` resolves once the worker has closed its connection.
 * @example
 * const checkpointer = startCheckpointer('/data/relay.sqlite', 250, (error) => logger.error(error))
 * await checkpointer.stop()
 */
export function startCheckpointer(
  path: string,
  intervalMs: number,
  onError: (error: string) => void,
): { stop(): Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver, intervalMs } })
  worker.on('message', (error: string) => onError(error))
  worker.on('error', (error) => onError(String(error)))
  // A store left open must not keep the process alive.
  worker.unref()
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    stop() {
      worker.postMessage('stop')
      return exited
    },
  }
}
