import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type RolldownLog } from 'rolldown'
import { afterAll, describe, expect, it } from 'vitest'
import { clientBoundaryModule, withoutClientDirective } from './clientBoundary'

// A React entry in miniature, built as buildPackage builds one (a file per module), then bundled
// by rolldown as a consumer's Vite 8 bundles it.
const work = mkdtempSync(join(tmpdir(), 'portico-client-boundary-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function bundleLogs(entry: string): Promise<RolldownLog[]> {
  const logs: RolldownLog[] = []
  await build({
    input: entry,
    cwd: work,
    onLog: (_level, log) => {
      logs.push(log)
    },
    write: false,
  })
  return logs
}

describe('a React entry with its client boundary', () => {
  it("ships its import file without 'use client', and the boundary re-exports it behind it", async () => {
    const src = join(work, 'src')
    mkdirSync(src, { recursive: true })
    writeFileSync(
      join(src, 'index.ts'),
      "'use client'\n\nexport { Button, useButton } from './Button'\n",
    )
    writeFileSync(
      join(src, 'Button.ts'),
      "export const Button = () => 'button'\nexport const useButton = () => 1\n",
    )
    const dist = join(work, 'dist')
    const built = await build({
      input: { index: join(src, 'index.ts') },
      cwd: work,
      plugins: [withoutClientDirective(new Set([join(src, 'index.ts')]))],
      onLog: () => {},
      output: { dir: dist, format: 'esm', preserveModules: true, preserveModulesRoot: src },
    })
    const entry = built.output.find((chunk) => chunk.fileName === 'index.js')
    if (entry?.type !== 'chunk') throw new Error('no index.js')
    writeFileSync(
      join(dist, 'index.react-server.js'),
      clientBoundaryModule('./index.js', entry.exports),
    )

    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toContain('use client')
    expect(readFileSync(join(dist, 'index.react-server.js'), 'utf8')).toBe(
      '"use client";\nexport { Button, useButton } from "./index.js";\n',
    )
    // What a Vue app's Vite reads: no warning about a directive it cannot keep…
    const directive = (logs: RolldownLog[]) =>
      logs.filter((log) => log.code === 'MODULE_LEVEL_DIRECTIVE')
    expect(directive(await bundleLogs(join(dist, 'index.js')))).toEqual([])
    // …which the boundary, read by server-component bundlers, would have drawn.
    expect(directive(await bundleLogs(join(dist, 'index.react-server.js')))).toHaveLength(1)
  })
})
