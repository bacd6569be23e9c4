// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build, type Plugin } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { recordLazyChunks } from './recordLazyChunks'

// A site whose own page is lazy, using a kit installed under node_modules/@portico/ whose modal
// and words are lazy too, built by a real Vite.
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
  'main.js': `import { openModal, words } from '@portico/kit'
document.body.onclick = () => openModal().then(() => import('./page.js'))
document.body.onfocus = () => words()
`,
  'page.js': 'export const page = "about"\n',
  'node_modules/@portico/kit/package.json': JSON.stringify({
    name: '@portico/kit',
    type: 'module',
    exports: './index.js',
  }),
  'node_modules/@portico/kit/index.js': `export const openModal = () => import('./modal.js').then((m) => m.render())
export const words = () => import('./words.js')
`,
  'node_modules/@portico/kit/modal.js': 'export const render = () => "modal"\n',
  'node_modules/@portico/kit/words.js': 'export default { connect: "Connect" }\n',
}

describe('recordLazyChunks', () => {
  const root = mkdtempSync(join(tmpdir(), 'portico-lazy-chunks-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("records the chunks Portico's modules load lazily, not the site's own lazy page", async () => {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    const lazy = new Set<string>()
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [recordLazyChunks(lazy) as Plugin],
      build: { write: false, minify: false },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    )
    const fileOf = (text: string) =>
      chunks.find((chunk) => chunk.type === 'chunk' && chunk.code.includes(text))?.fileName
    expect([...lazy].sort()).toEqual([fileOf('"modal"'), fileOf('"Connect"')].sort())
    expect(lazy).not.toContain(fileOf('"about"'))
  })
})
