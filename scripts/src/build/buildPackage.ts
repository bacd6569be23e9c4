import { spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { build } from 'rolldown'
import type { PublicPackage } from './publicPackages'
import { rewriteDeclarationSpecifiers } from './rewriteDeclarationSpecifiers'

/**
 * Builds one public package into `dist/`: ESM JavaScript with one output file per source module
 * (so lazy `import()` chunks stay lazy and consumers tree-shake per file), source maps that
 * point into the shipped `src/`, and `.d.ts` files with declaration maps from the TypeScript
 * compiler. Every bare import stays external: dependencies are the consumer's to install. Data
 * files beside the sources (a service's catalogue JSON, logos, stylesheets) are copied to the
 * same place under `dist/`, where the built code looks for them.
 * @example
 * await buildPackage(publicPackages(root)[0], { tsc: join(root, 'node_modules/.bin/tsc') })
 */
export async function buildPackage(pkg: PublicPackage, options: { tsc: string }): Promise<void> {
  const dist = join(pkg.dir, 'dist')
  rmSync(dist, { recursive: true, force: true })
  const input = Object.fromEntries(
    Object.entries(pkg.entries).map(([name, source]) => [name, join(pkg.dir, source)]),
  )
  await build({
    input,
    cwd: pkg.dir,
    platform: 'neutral',
    tsconfig: join(pkg.dir, 'tsconfig.json'),
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    // With one output file per module, a file's 'use client' stays at its top: the warning that
    // bundling may move it does not apply.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
    },
    output: {
      dir: dist,
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: join(pkg.dir, 'src'),
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  })
  copyDataFiles(join(pkg.dir, 'src'), dist)
  await emitDeclarations(pkg.dir, options.tsc)
  for (const file of walk(dist)) {
    if (!file.endsWith('.d.ts')) continue
    writeFileSync(file, rewriteDeclarationSpecifiers(readFileSync(file, 'utf8'), file))
  }
}

// Tests, fixtures, benches and dev tools are not shipped, so neither is their data.
const NOT_SHIPPED = /(^|\/)(testing|bench|dev|test)(\/|$)|\.test\.|\.md$/

function copyDataFiles(src: string, dist: string): void {
  for (const file of walk(src)) {
    const path = relative(src, file)
    if (/\.tsx?$/.test(path) || NOT_SHIPPED.test(path)) continue
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    cpSync(file, join(dist, path))
  }
}

function emitDeclarations(dir: string, tsc: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsc, ['-p', join(dir, 'tsconfig.build.json')], { stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc (declarations) exited with ${code}`)),
    )
  })
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else yield path
  }
}
