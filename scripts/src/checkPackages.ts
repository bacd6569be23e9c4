import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { packPackages } from './build/packPackages'
import { publicPackages } from './build/publicPackages'
import { repoOnlyEntries } from './build/repoOnlyEntries'
import { repoRoot } from './stack/repoRoot'

// `npm run test:packages` (after `npm run build`): packs every public package and checks the
// tarball as a consumer's tools would see it: publint (strict), Are the Types Wrong (ESM-only
// profile: node16 from ESM and bundler resolution), and 'use client' on React entries.

// React entries, which must keep 'use client' at their top for server-component bundlers; a
// package's client boundaries (the files its `react-server` conditions name) are added to these.
const CLIENT_ENTRIES: Record<string, readonly string[]> = {
  '@portico/appkit': ['react.js'],
}
const root = repoRoot()
const packages = publicPackages(root)
const destination = mkdtempSync(join(tmpdir(), 'portico-packs-'))
let problems = 0
try {
  const tarballs = packPackages(root, packages, destination)
  for (const pkg of packages) {
    const tarball = tarballs.get(pkg.name)
    if (!tarball) throw new Error(`${pkg.name} was not packed`)
    const bytes = readFileSync(tarball)
    const { messages, pkg: manifest } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      strict: true,
    })
    for (const message of messages) {
      problems++
      console.error(`${pkg.name}: publint ${message.type}: ${formatMessage(message, manifest)}`)
    }
    // Repo-only entries (tests, benches, dev tools: the `portico-source` condition alone) are
    // not in the tarball and resolve for no consumer, by design.
    const repoOnly = repoOnlyEntries(readFileSync(join(pkg.dir, 'package.json'), 'utf8'))
    const attw = spawnSync(
      join(root, 'node_modules', '.bin', 'attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        '--no-color',
        ...(repoOnly.length > 0 ? ['--exclude-entrypoints', ...repoOnly] : []),
      ],
      { encoding: 'utf8' },
    )
    if (attw.status !== 0) {
      problems++
      console.error(
        `${pkg.name}: Are the Types Wrong found problems:\n${attw.stdout}${attw.stderr}`,
      )
    }
    for (const file of [
      ...(CLIENT_ENTRIES[pkg.name] ?? []),
      ...Object.values(pkg.clientBoundaries),
    ]) {
      const entry = readFileSync(join(pkg.dir, 'dist', file), 'utf8')
      if (!/^["']use client["'];/.test(entry)) {
        problems++
        console.error(`${pkg.name}: dist/${file} lost its 'use client' directive`)
      }
    }
    console.log(`${pkg.name}: ${messages.length === 0 && attw.status === 0 ? 'ok' : 'problems'}`)
  }
} finally {
  rmSync(destination, { recursive: true, force: true })
}
if (problems > 0) {
  console.error(`${problems} packaging problem(s)`)
  process.exit(1)
}
