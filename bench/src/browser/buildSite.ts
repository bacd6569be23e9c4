import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions, type Plugin } from 'vite'
import { type BenchPage, benchPagePlugin } from './benchPage'

/**
 * A production build and, per emitted JS file, how many rendered bytes came from Portico's own
 * workspace packages (`packages/*`) versus everything else, and from which source of each.
 * @example
 * const site = await buildSite({ configFile: 'apps/demo/vite.config.ts', outDir })
 */
export type BuiltSite = {
  outDir: string
  /** File name (relative to outDir) → rendered bytes: total and from `packages/*`. */
  modules: Map<string, { total: number; portico: number }>
  /**
   * File name → weight of each source in it ({@link moduleSource}: package or workspace
   * folder): the gzip size of that source's rendered code on its own.
   */
  sources: Map<string, Map<string, number>>
  /** File name → the ids of the modules rendered into it. */
  moduleIds: Map<string, string[]>
}

/** The workspace packages resolve to their TypeScript source inside this repo. */
const SOURCE_CONDITIONS = ['portico-source', ...defaultClientConditions]

/**
 * Builds a Vite site into `outDir`: from its own config file, or (the bench's own pages) from a
 * folder with only the React plugin and the bench's page shell ({@link benchPagePlugin}; `page`
 * changes its title, head or script).
 * @example
 * await buildSite({ root: baselineDir, outDir: '/tmp/baseline' })
 */
export async function buildSite(
  params: {
    outDir: string
    /**
     * Modules to emit as one chunk (a `codeSplitting` group named `name`), whatever the
     * bundler's own chunking would do with them.
     */
    keepTogether?: { name: string; ids: ReadonlySet<string> }
    /**
     * `source` (default): Portico's packages from their TypeScript sources, as inside this repo;
     * `dist`: from their built `dist/`, as a site that installed the packages gets them.
     */
    packagesFrom?: 'source' | 'dist'
  } & ({ configFile: string } | { root: string; page?: Partial<BenchPage> }),
): Promise<BuiltSite> {
  const modules = new Map<string, { total: number; portico: number }>()
  const sources = new Map<string, Map<string, number>>()
  const moduleIds = new Map<string, string[]>()
  const attribution: Plugin = {
    name: 'portico-bench-attribution',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        let total = 0
        let portico = 0
        const code = new Map<string, string[]>()
        for (const [id, info] of Object.entries(output.modules)) {
          total += info.renderedLength
          if (
            /[\\/]packages[\\/][^\\/]+[\\/](src|dist)[\\/]/.test(id) &&
            !id.includes('node_modules')
          ) {
            portico += info.renderedLength
          }
          const source = moduleSource(id)
          const parts = code.get(source) ?? []
          parts.push(info.code ?? '')
          code.set(source, parts)
        }
        modules.set(file, { total, portico })
        moduleIds.set(file, Object.keys(output.modules))
        sources.set(
          file,
          new Map([...code].map(([source, parts]) => [source, gzipSync(parts.join('\n')).length])),
        )
      }
    },
  }
  await build({
    ...('configFile' in params
      ? { configFile: params.configFile, plugins: [attribution] }
      : {
          configFile: false,
          root: params.root,
          plugins: [benchPagePlugin(params.root, params.page), react(), attribution],
        }),
    mode: 'production',
    logLevel: 'error',
    resolve: {
      conditions: params.packagesFrom === 'dist' ? [...defaultClientConditions] : SOURCE_CONDITIONS,
    },
    build: {
      outDir: params.outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      ...(params.keepTogether && {
        rolldownOptions: {
          output: { codeSplitting: { groups: [keepTogetherGroup(params.keepTogether)] } },
        },
      }),
    },
  })
  return { outDir: params.outDir, modules, sources, moduleIds }
}

function keepTogetherGroup({ name, ids }: { name: string; ids: ReadonlySet<string> }) {
  return { name, test: (id: string) => ids.has(id) }
}

/**
 * Where a bundled module comes from, coarse enough to read in a log: the npm package
 * (`zod`, `@tanstack/query-core`) or the workspace source folder (`core/src/api`).
 * @example
 * moduleSource('/repo/node_modules/zod/v4/core/schemas.js') // 'zod'
 * moduleSource('/repo/packages/core/src/api/requestJson.ts') // 'core/src/api'
 */
export function moduleSource(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '')
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)
  if (inPackage) return inPackage[1]!
  const inWorkspace = /\/packages\/([^/]+\/(?:src|dist)(?:\/[^/]+(?=\/))?)/.exec(path)
  if (inWorkspace) return inWorkspace[1]!
  return path.split('/').slice(-2).join('/')
}

/**
 * The bytes of a built file, for gzip measurements.
 * @example
 * gzipSync(readBuilt(site, 'assets/index.js')).length
 */
export function readBuilt(site: BuiltSite, file: string): Buffer {
  return readFileSync(join(site.outDir, file))
}
