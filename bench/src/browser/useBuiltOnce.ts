import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/**
 * Builds a site once for the tests of a file or describe block, into a fresh folder named after
 * `name` that is removed after them (a production build takes minutes on a busy machine); the
 * returned function reads the build inside a test.
 * @example
 * const quickstart = useBuiltOnce('quickstart', (work) => buildFirstLoad({ root, outDir: join(work, 'quickstart') }))
 * it('…', () => expect(quickstart().files.length).toBeGreaterThan(0))
 */
export function useBuiltOnce<T>(name: string, build: (work: string) => Promise<T>): () => T {
  const work = mkdtempSync(join(tmpdir(), `portico-bench-${name}-`))
  let built: T | undefined
  beforeAll(async () => {
    built = await build(work)
  }, 300_000)
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  return () => {
    if (built === undefined) throw new Error(`${name} is built in beforeAll`)
    return built
  }
}
