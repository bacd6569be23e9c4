import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { guideFile, packPackages, publicPackages, readVueGuide } from '@portico/scripts'
import { nuxtBaselineFiles } from './nuxtBaselineFiles'

const REGISTRY = 'https://registry.npmjs.org'
/** The Nuxt release the consumer check installs (the newest whose engines take Node 20). */
const NUXT_VERSION = '4.4.2'
/** Where the guide points its client, replaced by an API the bench's browser cannot reach. */
const BENCH_API = 'https://api.portico.example'

/**
 * The two Nuxt sites of the Nuxt benchmark, installed and built: `baseline` (a Nuxt page on
 * wagmi with its own button) and `portico` (the Vue and Nuxt guide's app as the guide shows it).
 * @example
 * const { baseline, portico } = installNuxtSites({ repo, cacheDir, work, log })
 */
export type NuxtSites = { baseline: string; portico: string }

function versionIn(repo: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string }
  return manifest.version
}

function run(command: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NUXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    throw new Error(`${what} failed:\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`)
  }
}

function writeFiles(root: string, files: Record<string, string>): void {
  rmSync(root, { recursive: true, force: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/**
 * Installs Nuxt, Vue, wagmi and viem from the npm registry into `cacheDir` (npm reuses what is
 * there), with Portico's packages packed from their built `dist/` as a registry would serve them
 * (every `@portico/*` name, transitive ones too, overridden to its tarball), then writes and
 * builds (`nuxt build`) the two sites beside that `node_modules`. Returns each site's folder;
 * its server is `.output/server/index.mjs`. Needs the registry; `packs` receives the tarballs.
 * @example
 * const sites = installNuxtSites({ repo, cacheDir: 'bench/.cache/nuxt', packs: join(work, 'packs'), log })
 */
export function installNuxtSites(options: {
  repo: string
  cacheDir: string
  packs: string
  log: (line: string) => void
}): NuxtSites {
  const { repo, cacheDir, packs, log } = options
  mkdirSync(packs, { recursive: true })
  const tarballs = packPackages(repo, publicPackages(repo), packs)
  const tarball = (name: string) => `file:${tarballs.get(name)}`
  const guide = readVueGuide()
  const guideNames = ['@portico/vue', '@portico/core', '@portico/common', '@portico/adapter-wagmi']
  const manifest = {
    name: 'bench-nuxt',
    private: true,
    type: 'module',
    dependencies: {
      nuxt: NUXT_VERSION,
      vue: versionIn(repo, 'vue'),
      '@wagmi/core': versionIn(repo, '@wagmi/core'),
      viem: versionIn(repo, 'viem'),
      ...Object.fromEntries(guideNames.map((name) => [name, tarball(name)])),
    },
    overrides: Object.fromEntries([...tarballs.keys()].map((name) => [name, tarball(name)])),
  }
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(join(cacheDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  log(`nuxt: installing Nuxt ${NUXT_VERSION} and the packed packages into ${cacheDir}`)
  run(
    'npm',
    ['install', '--registry', REGISTRY, '--no-audit', '--no-fund', '--prefer-offline'],
    cacheDir,
    `npm install of the Nuxt sites (it needs ${REGISTRY})`,
  )
  const sites: NuxtSites = {
    baseline: join(cacheDir, 'baseline'),
    portico: join(cacheDir, 'portico'),
  }
  writeFiles(sites.baseline, nuxtBaselineFiles())
  writeFiles(sites.portico, {
    'nuxt.config.ts': guideFile(guide, 'nuxt.config.ts'),
    'app/plugins/portico.ts': guideFile(guide, 'app/plugins/portico.ts', BENCH_API),
    'app/app.vue': guideFile(guide, 'src/App.vue'),
  })
  const nuxt = join(cacheDir, 'node_modules/nuxt/bin/nuxt.mjs')
  for (const [name, dir] of Object.entries(sites)) {
    log(`nuxt: nuxt build (${name})`)
    run(process.execPath, [nuxt, 'build', dir], cacheDir, `nuxt build of ${name}`)
  }
  return sites
}
