import { describe, expect, it } from 'vitest'
import { sideEffectsProblems } from './sideEffectsProblems'

const modules = new Set(['src/index.ts', 'src/elements/define.tsx', 'src/schemas/zod.ts'])
const exists = (path: string) => modules.has(path)
const defining = new Map([['elements/define.tsx', ['line 4: ExpressionStatement']]])

describe('sideEffectsProblems', () => {
  it('accepts false for a package whose modules only declare', () => {
    expect(sideEffectsProblems(false, new Map(), exists)).toEqual([])
  })

  it('refuses false when a module defines custom elements on import', () => {
    expect(sideEffectsProblems(false, defining, exists)).toEqual([
      'src/elements/define.tsx has side effects (line 4: ExpressionStatement) but is not listed in sideEffects as ./src/elements/define.tsx and ./dist/elements/define.js',
    ])
  })

  it('wants the source and the build output listed', () => {
    expect(sideEffectsProblems(['./src/elements/define.tsx'], defining, exists)).toHaveLength(1)
    expect(
      sideEffectsProblems(
        ['./src/elements/define.tsx', './dist/elements/define.js'],
        defining,
        exists,
      ),
    ).toEqual([])
  })

  it('refuses a listed path that names no module, and a missing or true field', () => {
    expect(sideEffectsProblems(['./dist/gone.js', '*.css'], new Map(), exists)).toEqual([
      'sideEffects lists ./dist/gone.js, which names no module of the package',
    ])
    expect(sideEffectsProblems(undefined, new Map(), exists)).toEqual([
      'sideEffects must be false or the list of files with side effects',
    ])
    expect(sideEffectsProblems(true, new Map(), exists)).toEqual([
      'sideEffects must be false or the list of files with side effects',
    ])
  })
})
