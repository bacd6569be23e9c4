import { createRequire } from 'node:module'
import { relative } from 'node:path'
import type { Clone } from './Clone'

type JscpdPlace = { sourceId: string; start: { line: number }; end: { line: number } }
type Jscpd = {
  detectClonesAndStatistic(options: Record<string, unknown>): Promise<{
    clones: { duplicationA: JscpdPlace; duplicationB: JscpdPlace }[]
    statistic: {
      total: { clones: number; duplicatedLines: number; lines: number; sources: number }
    }
  }>
}

/**
 * The repository's clones as jscpd finds them, with its totals.
 * @example
 * const found: FoundClones = { clones: [], files: 3096, lines: 180_457, duplicatedLines: 2053 }
 */
export type FoundClones = {
  clones: Clone[]
  files: number
  lines: number
  duplicatedLines: number
}

/** Six lines and 50 tokens: a clone long enough to hold a rule, not an import list. */
export const MIN_CLONE_LINES = 6
const MIN_CLONE_TOKENS = 50

/**
 * Finds the same runs of six or more lines across the TypeScript of `folders` (relative to
 * `root`), leaving out dependencies, builds and generated files.
 * @example
 * const { clones } = await findClones('/repo', ['packages', 'services'])
 */
export async function findClones(root: string, folders: readonly string[]): Promise<FoundClones> {
  // jscpd's ESM build imports a CommonJS path without its extension; its CommonJS entry works.
  const jscpd = createRequire(import.meta.url)('jscpd') as Jscpd
  const { clones, statistic } = await jscpd.detectClonesAndStatistic({
    path: folders.map((folder) => `${root}/${folder}`),
    minLines: MIN_CLONE_LINES,
    minTokens: MIN_CLONE_TOKENS,
    format: ['typescript', 'tsx'],
    ignore: ['**/node_modules/**', '**/dist/**', '**/*.d.ts', '**/.vite/**', '**/generated/**'],
    reporters: [],
    silent: true,
    noTips: true,
  })
  const place = (p: JscpdPlace) => ({
    file: relative(root, p.sourceId),
    start: p.start.line,
    end: p.end.line,
  })
  return {
    clones: clones.map(({ duplicationA, duplicationB }) => ({
      a: place(duplicationA),
      b: place(duplicationB),
      lines: duplicationA.end.line - duplicationA.start.line + 1,
    })),
    files: statistic.total.sources,
    lines: statistic.total.lines,
    duplicatedLines: statistic.total.duplicatedLines,
  }
}
