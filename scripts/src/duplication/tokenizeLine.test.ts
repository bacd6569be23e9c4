import { describe, expect, it } from 'vitest'
import { isPassedOverLine } from './isPassedOverLine'
import { lineShape } from './lineShape'
import { tokenizeLine } from './tokenizeLine'

const shape = (line: string) => lineShape(tokenizeLine(line))

describe('tokenizeLine', () => {
  it('reads names, numbers, quoted strings and each punctuation character', () => {
    expect(tokenizeLine("const a1 = f('x, y', 0x1f, 1_000.5e3) >= $b").map((t) => t.text)).toEqual([
      'const',
      'a1',
      '=',
      'f',
      '(',
      "'x, y'",
      ',',
      '0x1f',
      ',',
      '1_000.5e3',
      ')',
      '>',
      '=',
      '$',
      'b',
    ])
    expect(tokenizeLine('"say \\"hi\\"" + \'it\\\'s\'').map((t) => t.kind)).toEqual([
      'string',
      'punct',
      'string',
    ])
  })

  it('reads a template literal as code between backticks, and a string left open to the end', () => {
    expect(tokenizeLine('`total: sum €`').map((t) => t.kind)).toEqual([
      'punct',
      'word',
      'punct',
      'word',
      'punct',
      'punct',
    ])
    expect(tokenizeLine("label: 'left open").at(-1)).toEqual({
      kind: 'string',
      text: "'left open",
    })
  })
})

describe('lineShape', () => {
  it('is the same for other names, numbers and strings, white space aside', () => {
    expect(shape("const total = price * 2 + f('a')")).toBe(shape('const sum=cost*30+g("b")'))
    expect(shape('if (a) return b')).toBe(shape('if (x) return y'))
  })

  it('keeps keywords and punctuation', () => {
    expect(shape('const a = b')).not.toBe(shape('let a = b'))
    expect(shape('if (a) return b')).not.toBe(shape('while (a) return b'))
    expect(shape('a + b')).not.toBe(shape('a - b'))
    expect(shape('f(a)')).not.toBe(shape('f(a, b)'))
    expect(shape('a = 1')).not.toBe(shape("a = '1'"))
  })
})

describe('isPassedOverLine', () => {
  it('passes over blank lines, comments, lone punctuation, short lines and imports', () => {
    for (const line of [
      '',
      '   ',
      '// a comment',
      '  /* a comment */',
      '   * a doc comment line',
      '<!-- a note -->',
      '});',
      '  ]),',
      'x,',
      "import { a } from './a'",
      "import type { A } from './a'",
      '  import {',
      "export { a, b } from './a'",
      "const fs = require('node:fs')",
      `const long = '${'x'.repeat(2001)}'`,
    ])
      expect(isPassedOverLine(line), line).toBe(true)
  })

  it('keeps code', () => {
    for (const line of ['return', '  } else {', 'a.b', "export * from './a'", 'x = y'])
      expect(isPassedOverLine(line), line).toBe(false)
  })
})
