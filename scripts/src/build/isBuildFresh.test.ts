import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isBuildFresh } from './isBuildFresh'

function pkg() {
  const dir = mkdtempSync(join(tmpdir(), 'build-fresh-'))
  mkdirSync(join(dir, 'src'))
  writeFileSync(join(dir, 'package.json'), '{}')
  writeFileSync(join(dir, 'src', 'index.ts'), 'export {}')
  return dir
}
const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds)

describe('isBuildFresh', () => {
  it('is false without a dist, true when every output is newer than every input', () => {
    const dir = pkg()
    expect(isBuildFresh({ dir })).toBe(false)
    mkdirSync(join(dir, 'dist'))
    writeFileSync(join(dir, 'dist', 'index.js'), '')
    for (const file of ['package.json', 'src/index.ts']) at(join(dir, file), 1_000)
    at(join(dir, 'dist', 'index.js'), 2_000)
    expect(isBuildFresh({ dir })).toBe(true)
  })

  it('is false once a source, the manifest, the assets builder or the page it bundles changed after the build', () => {
    const dir = pkg()
    mkdirSync(join(dir, 'dist'))
    writeFileSync(join(dir, 'dist', 'index.js'), '')
    writeFileSync(join(dir, 'buildAssets.ts'), '')
    mkdirSync(join(dir, 'page'))
    writeFileSync(join(dir, 'page', 'main.ts'), '')
    const inputs = ['package.json', 'src/index.ts', 'buildAssets.ts', 'page/main.ts']
    for (const file of inputs) at(join(dir, file), 1_000)
    at(join(dir, 'dist', 'index.js'), 2_000)
    expect(isBuildFresh({ dir })).toBe(true)
    for (const file of inputs) {
      at(join(dir, file), 3_000)
      expect(isBuildFresh({ dir }), file).toBe(false)
      at(join(dir, file), 1_000)
    }
  })
})
