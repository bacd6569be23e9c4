import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * What a suite's body gets from {@link withWorkDir}: its scratch folder, and the list it pushes
 * a stop function onto for every server and browser it starts.
 * @example
 * const run = async ({ work, stops }: WorkDir) => { const site = await serveStatic(work); stops.push(site.close) }
 */
export type WorkDir = { work: string; stops: Array<() => Promise<void>> }

/**
 * Runs a suite's body in a fresh temporary folder named after `prefix`; whatever way the body
 * ends, everything it pushed onto `stops` is stopped, last started first (a stop that fails is
 * passed over so the others still run), then the folder is removed.
 * @example
 * const results = await withWorkDir('portico-scenarios-', async ({ work, stops }) => {
 *   const served = await serveStatic(join(work, 'site'))
 *   stops.push(served.close)
 *   return measure(served.url)
 * })
 */
export async function withWorkDir<T>(
  prefix: string,
  body: (dir: WorkDir) => Promise<T>,
): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), prefix))
  const stops: WorkDir['stops'] = []
  try {
    return await body({ work, stops })
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    await rm(work, { recursive: true, force: true })
  }
}
