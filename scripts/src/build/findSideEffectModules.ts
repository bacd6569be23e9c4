import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findTopLevelEffects } from './findTopLevelEffects'

/**
 * The shipped modules under a package's `src/` that do something when imported (see
 * {@link findTopLevelEffects}), as paths relative to `src/` with what they do. Tests, test-d
 * files and `testing/`, `bench/` and `dev/` folders are left out: they are not in the tarball.
 * @example
 * findSideEffectModules('/repo/packages/common/src') // Map { 'schemas/zod.ts' => ['line 10: IfStatement'] }
 */
export function findSideEffectModules(srcDir: string): Map<string, string[]> {
  const modules = new Map<string, string[]>()
  for (const file of walkModules(srcDir)) {
    const effects = findTopLevelEffects(readFileSync(file, 'utf8'), file)
    if (effects.length > 0) modules.set(relative(srcDir, file), effects)
  }
  return modules
}

const NOT_SHIPPED_FOLDERS = new Set(['testing', 'test', 'bench', 'dev'])

function* walkModules(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!NOT_SHIPPED_FOLDERS.has(entry.name)) yield* walkModules(path)
    } else if (/\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name)) {
      yield path
    }
  }
}
