import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findSideEffectModules } from './findSideEffectModules'
import { findTopLevelEffects } from './findTopLevelEffects'

describe('findTopLevelEffects', () => {
  it('finds a custom element defined on import, a global set and a guarded call', () => {
    const source = [
      "customElements.define('portico-x', class extends HTMLElement {})",
      'window.portico = {}',
      "if (typeof document !== 'undefined') configure()",
    ].join('\n')
    expect(findTopLevelEffects(source, 'define.ts')).toEqual([
      'line 1: ExpressionStatement',
      'line 2: ExpressionStatement',
      'line 3: IfStatement',
    ])
  })

  it('finds an import kept only for its effect, such as a style sheet', () => {
    expect(
      findTopLevelEffects("import './modal.css'\nimport type {} from './a'\n", 'a.ts'),
    ).toEqual(['line 1: import for effect'])
  })

  it("ignores declarations, exports, types and the 'use client' directive", () => {
    const source = [
      "'use client'",
      "import { a } from './a'",
      "export { b } from './b'",
      'export const c = a()',
      'function d() { return document.title }',
      'export class E {}',
      'type F = string',
      'declare global { interface Window { portico?: unknown } }',
      'enum G { H }',
      'export default d',
    ].join('\n')
    expect(findTopLevelEffects(source, 'b.tsx')).toEqual([])
  })
})

describe('findSideEffectModules', () => {
  it('lists shipped modules with effects and leaves tests and testing/ out', () => {
    const src = mkdtempSync(join(tmpdir(), 'portico-effects-'))
    mkdirSync(join(src, 'elements'))
    mkdirSync(join(src, 'testing'))
    writeFileSync(join(src, 'index.ts'), "export { define } from './elements/define'\n")
    writeFileSync(join(src, 'elements', 'define.ts'), 'export function define() {}\ndefine()\n')
    writeFileSync(join(src, 'index.test.ts'), "it('runs', () => {})\n")
    writeFileSync(join(src, 'testing', 'fixture.ts'), 'setUp()\n')
    expect(findSideEffectModules(src)).toEqual(
      new Map([['elements/define.ts', ['line 2: ExpressionStatement']]]),
    )
  })
})
