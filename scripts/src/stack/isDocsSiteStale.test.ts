import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isDocsSiteStale } from './isDocsSiteStale'

describe('isDocsSiteStale', () => {
  let root: string
  const at = (path: string, secondsAgo: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), path)
    const time = new Date(Date.now() - secondsAgo * 1000)
    utimesSync(join(root, path), time, time)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portico-docs-stale-'))
    at('site/pages/index.md', 100)
    at('site/.vitepress/config.ts', 100)
    at('docs/screenshots/connect-dark.png', 100)
    at('packages/core/package.json', 100)
    at('packages/core/src/createPortico.ts', 100)
    at('site/.vitepress/dist/hashmap.json', 50)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is fresh when the build is newer than every input', () => {
    expect(isDocsSiteStale(root)).toBe(false)
  })

  it('is stale without a finished build', () => {
    rmSync(join(root, 'site/.vitepress/dist/hashmap.json'))
    expect(isDocsSiteStale(root)).toBe(true)
  })

  it.each([
    'site/pages/features/swap.md',
    'site/.vitepress/config.ts',
    'docs/screenshots/swap-01-form-dark.png',
    'packages/core/src/api/fetchTokenBalances.ts',
    'packages/react/package.json',
  ])('is stale when %s changed after the build', (path) => {
    at(path, 10)
    expect(isDocsSiteStale(root)).toBe(true)
  })

  it('ignores what the build itself writes', () => {
    at('site/pages/api/@portico/core.md', 10)
    at('site/.vitepress/dist/index.html', 10)
    at('site/.cache/tsconfig.api.json', 10)
    at('site/node_modules/typedoc/package.json', 10)
    expect(isDocsSiteStale(root)).toBe(false)
  })
})
