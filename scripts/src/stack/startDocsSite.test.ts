import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startDocsSite } from './startDocsSite'

// A repository whose `npm run docs` is a small script: it writes the build after `delayMs`, or
// fails. startDocsSite runs it exactly as it runs the real one.
function fakeRepo(root: string, docsScript: string) {
  mkdirSync(join(root, 'site/pages'), { recursive: true })
  mkdirSync(join(root, 'packages/core/src'), { recursive: true })
  writeFileSync(join(root, 'site/pages/index.md'), '# Home')
  writeFileSync(join(root, 'packages/core/package.json'), '{}')
  writeFileSync(join(root, 'build.mjs'), docsScript)
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'fake', private: true, scripts: { docs: 'node build.mjs' } }),
  )
}

const writesBuild = `import { mkdirSync, writeFileSync } from 'node:fs'
await new Promise((resolve) => setTimeout(resolve, 1500))
mkdirSync('site/.vitepress/dist', { recursive: true })
writeFileSync('site/.vitepress/dist/index.html', 'the docs')
writeFileSync('site/.vitepress/dist/hashmap.json', '{}')
`

describe('startDocsSite', () => {
  let root: string
  const lines: string[] = []
  const log = (service: string, line: string) => lines.push(`${service}: ${line}`)
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portico-docs-site-'))
    lines.length = 0
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('serves a current build at once and does not rebuild it', async () => {
    fakeRepo(root, 'process.exit(1)')
    mkdirSync(join(root, 'site/.vitepress/dist'), { recursive: true })
    writeFileSync(join(root, 'site/.vitepress/dist/index.html'), 'the docs')
    writeFileSync(join(root, 'site/.vitepress/dist/hashmap.json'), '{}')
    const old = new Date(Date.now() - 60_000)
    for (const file of ['site/pages/index.md', 'packages/core/package.json'])
      utimesSync(join(root, file), old, old)
    const docs = await startDocsSite({ root, host: '127.0.0.1', port: 0, log })
    try {
      expect(docs.stale).toBe(false)
      await docs.ensureBuilt()
      const response = await fetch(`${docs.url}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('the docs')
      expect(lines).toEqual([])
    } finally {
      await docs.stop()
    }
  })

  it('builds a missing site with npm run docs, answering 503 until it is there', async () => {
    fakeRepo(root, writesBuild)
    const docs = await startDocsSite({ root, host: '127.0.0.1', port: 0, log })
    try {
      expect(docs.stale).toBe(true)
      expect((await fetch(`${docs.url}/`)).status).toBe(503)
      const built = docs.ensureBuilt()
      expect(docs.ensureBuilt()).toBe(built)
      const building = await fetch(`${docs.url}/`)
      expect(building.status).toBe(503)
      expect(await building.text()).toContain('Building the docs')
      await built
      const response = await fetch(`${docs.url}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('the docs')
      expect(lines.filter((line) => line.startsWith('docs:'))).toEqual([
        'docs: building the docs site (npm run docs)…',
        expect.stringMatching(/^docs: docs site built in \d+ s: http:\/\/127\.0\.0\.1:\d+$/),
      ])
    } finally {
      await docs.stop()
    }
  }, 60_000)

  it('says so on every page when the build fails, and logs why', async () => {
    fakeRepo(root, "console.error('TypeDoc: 3 errors'); process.exit(2)")
    const docs = await startDocsSite({ root, host: '127.0.0.1', port: 0, log })
    try {
      await docs.ensureBuilt()
      const response = await fetch(`${docs.url}/guide/react.html`)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('The docs build failed')
      expect(lines.join('\n')).toContain('npm run docs failed (code 2')
      expect(lines.join('\n')).toContain('TypeDoc: 3 errors')
    } finally {
      await docs.stop()
    }
  }, 60_000)
})
