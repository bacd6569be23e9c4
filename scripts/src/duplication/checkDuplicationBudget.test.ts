import { describe, expect, it } from 'vitest'
import { checkDuplicationBudget, type DuplicationCheckOptions } from './checkDuplicationBudget'
import { writeFixtureTree } from './testing/writeFixtureTree'

const RULE = [
  'export function retryDelay(attempt: number, base: number): number {',
  '  const capped = Math.min(attempt, 8)',
  '  const jitter = Math.floor(Math.random() * base * 0.2)',
  '  const delay = base * 2 ** capped + jitter',
  "  if (delay > 60_000) console.warn('long retry delay (ms):', delay)",
  "  metrics.record('retry.delay', { attempt, delay })",
  '  return Math.min(delay, 60_000)',
  '}',
]
const file = (lines: string[]) => `${lines.join('\n')}\n`
const options = (budget: DuplicationCheckOptions['budget']): DuplicationCheckOptions => ({
  budget,
  published: new Set(['packages/core', 'packages/react']),
  allowed: [],
  shown: 20,
})

describe('checkDuplicationBudget', () => {
  const tree = () =>
    writeFixtureTree({
      'apps/demo/src/a.ts': file(RULE),
      'apps/demo/src/b.ts': file(RULE.map((line) => line.replaceAll('delay', 'wait'))),
      'apps/demo/src/c.ts': file(RULE.map((line) => line.replaceAll('jitter', 'noise'))),
    })

  it('passes within the budget and reports the figures and the pairs', () => {
    const { ok, report, errors } = checkDuplicationBudget(
      tree(),
      options({ maxPairs: 3, maxUnmarkedPairs: 3 }),
    )
    expect(errors).toEqual([])
    expect(ok).toBe(true)
    expect(report[0]).toMatch(
      /^duplication: 3 pairs of places sharing runs of 6\+ identical or same-shape lines \(3 by shape alone, 3 of those marked boilerplate; 0 not\) in 3 files; budget 3 in all, 3 not boilerplate;/,
    )
    expect(report.slice(1)).toEqual([
      'D1 apps/demo/src/a.ts:1-7 ~ apps/demo/src/b.ts:1-7 shape boilerplate',
      'D2 apps/demo/src/a.ts:1-7 ~ apps/demo/src/c.ts:1-7 shape boilerplate',
      'D3 apps/demo/src/b.ts:1-7 ~ apps/demo/src/c.ts:1-7 shape boilerplate',
    ])
  })

  it('fails over the budget of pairs in all, or of pairs not marked boilerplate', () => {
    const over = checkDuplicationBudget(tree(), options({ maxPairs: 2, maxUnmarkedPairs: 3 }))
    expect(over.ok).toBe(false)
    expect(over.errors).toEqual(['duplication: 3 pairs in all, over the budget of 2'])

    const root = writeFixtureTree({
      'apps/demo/src/a.ts': file(RULE),
      'apps/site/src/b.ts': file(RULE.map((line) => line.replaceAll('delay', 'wait'))),
    })
    const unmarked = checkDuplicationBudget(root, options({ maxPairs: 5, maxUnmarkedPairs: 0 }))
    expect(unmarked.ok).toBe(false)
    expect(unmarked.errors).toEqual([
      'duplication: 1 pairs not marked boilerplate, over the budget of 0',
    ])
  })

  it('fails on a copy between the product code of two published workspaces unless allowed', () => {
    const root = writeFixtureTree({
      'packages/core/src/retryDelay.ts': file(RULE),
      'packages/react/src/useRetry.ts': file(RULE),
      'packages/react/src/useRetry.test.ts': file(RULE),
    })
    const budget = { maxPairs: 10, maxUnmarkedPairs: 10 }
    const { ok, errors } = checkDuplicationBudget(root, options(budget))
    expect(ok).toBe(false)
    expect(errors).toEqual([
      '  packages/core/src/retryDelay.ts:1-7 = packages/react/src/useRetry.ts:1-7',
      'duplication: 1 copies between published workspaces; move the shared code to one package both depend on',
    ])
    const allowed = checkDuplicationBudget(root, {
      ...options(budget),
      allowed: [
        {
          files: ['packages/react/src/useRetry.ts', 'packages/core/src/retryDelay.ts'],
          why: 'same on purpose',
        },
      ],
    })
    expect(allowed).toMatchObject({ ok: true, errors: [] })
  })

  it('reports the pairs below a folder alone and checks nothing', () => {
    const root = writeFixtureTree({
      'packages/core/src/retryDelay.ts': file(RULE),
      'packages/react/src/useRetry.ts': file(RULE),
      'packages/react/src/useBackoff.ts': file(
        RULE.map((line) => line.replaceAll('delay', 'wait')),
      ),
    })
    const { ok, report, errors } = checkDuplicationBudget(root, {
      ...options({ maxPairs: 0, maxUnmarkedPairs: 0 }),
      under: 'packages/react',
    })
    expect({ ok, errors }).toEqual({ ok: true, errors: [] })
    expect(report[0]).toMatch(/^duplication: 1 pairs of .* in 2 files below packages\/react; /)
    expect(report.slice(1)).toEqual([
      'D1 packages/react/src/useBackoff.ts:1-7 ~ packages/react/src/useRetry.ts:1-7 shape',
    ])
  })
})
