import { describe, expect, it } from 'vitest'
import { rewriteDeclarationSpecifiers } from './rewriteDeclarationSpecifiers'

const files = new Set(['/dist/a.d.ts', '/dist/views/index.d.ts', '/dist/deep/b.d.ts'])
const exists = (path: string) => files.has(path)

describe('rewriteDeclarationSpecifiers', () => {
  it('adds .js to a file and /index.js to a folder', () => {
    const text =
      "export { a } from './a'\nexport * from './views'\nimport type { B } from './deep/b'"
    expect(rewriteDeclarationSpecifiers(text, '/dist/index.d.ts', exists)).toBe(
      "export { a } from './a.js'\nexport * from './views/index.js'\nimport type { B } from './deep/b.js'",
    )
  })

  it('rewrites import() types and parent paths', () => {
    const text = 'type M = typeof import("../a")'
    expect(rewriteDeclarationSpecifiers(text, '/dist/views/x.d.ts', exists)).toBe(
      'type M = typeof import("../a.js")',
    )
  })

  it('leaves package specifiers and explicit extensions alone', () => {
    const text = "import { z } from 'zod'\nexport { a } from './a.js'"
    expect(rewriteDeclarationSpecifiers(text, '/dist/index.d.ts', exists)).toBe(text)
  })

  it('leaves comment lines alone', () => {
    const text = "/**\n * await import('./embedded')\n */\nexport { a } from './a'"
    expect(rewriteDeclarationSpecifiers(text, '/dist/index.d.ts', exists)).toBe(
      "/**\n * await import('./embedded')\n */\nexport { a } from './a.js'",
    )
  })

  it('refuses a specifier it cannot resolve', () => {
    expect(() =>
      rewriteDeclarationSpecifiers("export * from './gone'", '/dist/i.d.ts', exists),
    ).toThrow("cannot resolve the declaration of './gone'")
  })
})
