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
import { build, type OutputOptions, type Plugin, type RolldownOutput } from 'rolldown'
import { clientBoundaryModule, withoutClientDirective } from './clientBoundary'
import { lazyGroups, type ModuleGraph } from './lazyGroups'
import { minifyCssLiterals } from './minifyCssLiterals'
import type { PublicPackage } from './publicPackages'
import { rewriteDeclarationSpecifiers } from './rewriteDeclarationSpecifiers'

/**
 * Packages whose lazy side ships grouped ({@link lazyGroups}): React's modal, which the page
 * fetches on intent and whose 130-odd modules a consumer's bundler otherwise splits into a dozen
 * small files by which of the modal's views also use each one. Their modules stay where they
 * were, and no data file sits beside them.
 */
const GROUPED_LAZY_SIDE = new Set(['@portico/react'])

/**
 * Builds one public package into `dist/`: ESM JavaScript with one output file per source module
 * (so lazy `import()` chunks stay lazy and consumers tree-shake per file) — except, in the
 * packages of {@link GROUPED_LAZY_SIDE}, the modules that only a lazy root loads, which share
 * the root's file — source maps that
 * point into the shipped `src/`, and `.d.ts` files with declaration maps from the TypeScript
 * compiler. Every bare import stays external: dependencies are the consumer's to install. Data
 * files beside the sources (a service's catalogue JSON, logos, stylesheets) are copied to the
 * same place under `dist/`, where the built code looks for them. A React entry with a
 * `react-server` condition ships without its `'use client'` directive, and the file that
 * condition names re-exports it behind the directive ({@link clientBoundaryModule}).
 * @example
 * await buildPackage(publicPackages(root)[0], { tsc: join(root, 'node_modules/.bin/tsc') })
 */
export async function buildPackage(pkg: PublicPackage, options: { tsc: string }): Promise<void> {
  const dist = join(pkg.dir, 'dist')
  rmSync(dist, { recursive: true, force: true })
  const input = Object.fromEntries(
    Object.entries(pkg.entries).map(([name, source]) => [name, join(pkg.dir, source)]),
  )
  const grouped = GROUPED_LAZY_SIDE.has(pkg.name)
    ? groupedOutput(join(pkg.dir, 'src'), Object.values(input))
    : undefined
  const boundarySources = new Set(
    Object.keys(pkg.clientBoundaries).flatMap((name) => input[name] ?? []),
  )
  const built = await build({
    input,
    plugins: [
      minifiedStylesheets,
      withoutClientDirective(boundarySources),
      ...(grouped ? [grouped.plugin] : []),
    ],
    // A grouped build names every file itself (below); its entries keep their own exports.
    ...(grouped && { preserveEntrySignatures: 'allow-extension' }),
    cwd: pkg.dir,
    platform: 'neutral',
    tsconfig: join(pkg.dir, 'tsconfig.json'),
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
    logLevel: 'warn',
    // A module's 'use client' stays at the top of its file (a group's root, where one sits, keeps
    // it too): the warning that bundling may move it does not apply.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
    },
    output: {
      dir: dist,
      format: 'esm',
      entryFileNames: '[name].js',
      sourcemap: true,
      ...(grouped?.output ?? { preserveModules: true, preserveModulesRoot: join(pkg.dir, 'src') }),
    },
  })
  writeClientBoundaries(dist, pkg.clientBoundaries, built)
  copyDataFiles(join(pkg.dir, 'src'), dist)
  await emitDeclarations(pkg.dir, options.tsc)
  for (const file of walk(dist)) {
    if (!file.endsWith('.d.ts')) continue
    writeFileSync(file, rewriteDeclarationSpecifiers(readFileSync(file, 'utf8'), file))
  }
}

/**
 * Stylesheet modules (`fooCss.ts`) ship without the whitespace and comments their CSS ignores:
 * a site's minifier leaves string contents alone, and the Connect button's sheets are part of
 * every page's first load.
 */
const minifiedStylesheets: Plugin = {
  name: 'portico-minified-stylesheets',
  transform(code, id) {
    return /Css\.ts$/.test(id) ? { code: minifyCssLiterals(code), map: null } : undefined
  },
}

/**
 * The output options that give each module of `src` its own file, named after its path as
 * `preserveModules` names it, except the members of a lazy group, which go to their root's file.
 * The plugin records the module graph the groups are computed from, once parsing is done.
 */
function groupedOutput(
  src: string,
  entries: readonly string[],
): { plugin: Plugin; output: OutputOptions } {
  const graph = { statics: new Map(), dynamics: new Map() } satisfies ModuleGraph
  let groups: Map<string, string> | undefined
  const inPackage = (id: string) => id.startsWith(`${src}/`)
  const groupOf = (id: string) => {
    groups ??= lazyGroups(graph, entries, inPackage)
    return groups.get(id) ?? id
  }
  const plugin: Plugin = {
    name: 'portico-module-graph',
    moduleParsed(info) {
      graph.statics.set(info.id, info.importedIds)
      graph.dynamics.set(info.id, info.dynamicallyImportedIds)
    },
  }
  return {
    plugin,
    output: {
      chunkFileNames: '[name].js',
      // Readable import lists between the files, as with one file per module.
      minifyInternalExports: false,
      codeSplitting: {
        // A group holds its own modules, not everything they import.
        includeDependenciesRecursively: false,
        groups: [
          {
            debugName: 'modules',
            name: (id) => relative(src, groupOf(id)).replace(/\.tsx?$/, ''),
            test: (id) => inPackage(id),
          },
        ],
      },
    },
  }
}

function writeClientBoundaries(
  dist: string,
  boundaries: Record<string, string>,
  built: RolldownOutput,
): void {
  for (const [name, file] of Object.entries(boundaries)) {
    const entry = built.output.find(
      (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.fileName === `${name}.js`,
    )
    if (entry?.type !== 'chunk') throw new Error(`no entry ${name}.js for its client boundary`)
    const path = join(dist, file)
    const specifier = relative(dirname(path), join(dist, entry.fileName))
    writeFileSync(path, clientBoundaryModule(`./${specifier}`, entry.exports))
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
