import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { spawnService, waitForHttp } from '@portico/scripts'
import { getFreePort } from '@portico/test'
import { buildPackagesIfStale } from '../browser/buildPackagesIfStale'
import { exactFigure } from '../browser/exactFigure'
import { type KitUi, PORTICO_UI } from '../browser/kitUi'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureInTurns } from '../browser/measureInTurns'
import type { PageRun } from '../browser/measurePage'
import { installNuxtSites } from '../browser/nuxt/installNuxtSites'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'
import { CONSUMER_BUDGET } from './consumer'
import { consumerGoalFigures } from './consumerGoalFigures'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const KIB = 1024
/**
 * Portico's button and wallet tile; Nuxt names its chunks by hash alone, so the click waits for
 * the network to settle after the pointer reaches the button rather than for a named chunk.
 */
const NUXT_PORTICO_UI: KitUi = { button: PORTICO_UI.button, walletEntry: PORTICO_UI.walletEntry }

/** Starts a built Nuxt site's server on a free 127.0.0.1 port; resolves its URL once it answers. */
async function serveNuxt(site: string, stops: Array<() => Promise<void>>): Promise<string> {
  const port = await getFreePort()
  const server = spawnService({
    name: 'nuxt',
    command: process.execPath,
    args: [join(site, '.output/server/index.mjs')],
    cwd: site,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'production' },
    log: () => {},
  })
  stops.push(() => server.stop())
  const url = `http://127.0.0.1:${port}/`
  await waitForHttp(url, { timeoutMs: 30_000 })
  return url
}

/**
 * A Nuxt page's first load as the visitor's browser fetched it: the JS files loaded until the
 * connect button was enabled (the first run's; Nuxt's files are the same every load), and their
 * gzip size from the site's `.output/public`.
 */
function firstLoadOf(site: string, runs: readonly PageRun[]): { files: string[]; kib: number } {
  const files = runs[0]?.initialScripts ?? []
  const bytes = files.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(site, '.output/public', path))).length,
    0,
  )
  return { files, kib: bytes / KIB }
}

/**
 * Path (e) of the consumer goals: the Vue and Nuxt guide's Nuxt app, built by Nuxt from the
 * packed packages and served by its own server (rendered there), against a Nuxt page on wagmi
 * with its own button, loaded `runs` times each, interleaved. Reports the consumer goals with
 * their budgets: first load over the kit-less page (size and files, as fetched before the button
 * is enabled), enabled button over it, click → wallet list after the pointer reached the
 * button, heap after opening over it. Installs Nuxt from the npm registry into
 * `bench/.cache/nuxt` (reused by later runs).
 * @example
 * const results = await runNuxtBench({ runs: 11 })
 */
export async function runNuxtBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 5, usual: 15 })
  buildPackagesIfStale(repo, (line) => log(`nuxt: ${line}`))
  return withWorkDir('portico-nuxt-', async ({ work, stops }) => {
    const sites = installNuxtSites({
      repo,
      cacheDir: join(repo, 'bench/.cache/nuxt'),
      packs: join(work, 'packs'),
      log,
    })
    const baseUrl = await serveNuxt(sites.baseline, stops)
    const kitUrl = await serveNuxt(sites.portico, stops)
    const browser = await launchUntilStopped(stops)
    const { base: baseRuns, kit: kitRuns } = await measureInTurns(
      browser,
      runs,
      {
        base: { url: baseUrl, options: { open: false } },
        kit: { url: kitUrl, options: { open: true, ui: NUXT_PORTICO_UI } },
      },
      { beforeTurn: (i) => log(`nuxt: run ${i + 1}/${runs}`) },
    )
    const base = firstLoadOf(sites.baseline, baseRuns)
    const kit = firstLoadOf(sites.portico, kitRuns)
    log(`nuxt: first load without the kit ${base.files.join(' ')}`)
    log(`nuxt: first load with the kit ${kit.files.join(' ')}`)
    return [
      exactFigure('consumer.nuxt.firstLoad.nuxt-baseline', 'KiB gzip', base.kib, {
        note: `the Nuxt page without the kit (${base.files.length} files before the button is enabled)`,
      }),
      ...consumerGoalFigures('consumer.nuxt', { kit, base, kitRuns, baseRuns }, CONSUMER_BUDGET, {
        firstLoad: `the guide's Nuxt app over the same page without the kit (${kit.files.length} files against ${base.files.length}), server-rendered by Nuxt`,
        clickToList: 'after the pointer reached the button',
        baseline: 'the Nuxt page without the kit',
      }),
    ]
  })
}
