import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '@portico/test'
import { median } from '@portico/test/stats/median'
import { buildPackagesIfStale } from '../browser/buildPackagesIfStale'
import { type BuiltSite, buildSite } from '../browser/buildSite'
import { initialJsSize } from '../browser/initialJsSize'
import { initialScripts } from '../browser/initialScripts'
import { installRival } from '../browser/installRival'
import { type KitUi, PORTICO_UI } from '../browser/kitUi'
import { LOOPBACK_ONLY } from '../browser/loopbackOnly'
import { measurePage, type PageRun } from '../browser/measurePage'
import { serveStatic } from '../browser/serveStatic'
import { round, summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import { RIVAL_KITS } from './rivalKits'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const KIB = 1024
const MIB = 1024 * 1024

type Site = { name: string; title: string; built: BuiltSite; ui?: KitUi; url?: string }

/**
 * Issue 39's table, measured: the kit-less wagmi page, Portico from its built `dist/`, and
 * AppKit, RainbowKit and ConnectKit installed from the npm registry at pinned versions
 * (`rivalKits.ts`), each built by the same Vite with only the React plugin and loaded in turns
 * in one Chromium. Per site: first-load JS (gzip, files), navigation → enabled connect button,
 * click → the wallet list painted, heap after opening (after GC), and the JS fetched before the
 * click, the pointer having rested on the button (gzip, requests). It runs only when named
 * (`npm run bench -- rivals`): it needs the registry, and its installs are kept in
 * `bench/.cache/rivals`.
 * @example
 * const results = await runRivalsBench({ runs: 7 })
 */
export async function runRivalsBench(
  options: { runs?: number; log?: (line: string) => void } = {},
): Promise<BenchResult[]> {
  const runs = Math.max(3, options.runs ?? 7)
  const log = options.log ?? ((line: string) => console.log(line))
  buildPackagesIfStale(repo, (line) => log(`rivals: ${line}`))
  const work = await mkdtemp(join(tmpdir(), 'portico-rivals-'))
  const stops: Array<() => Promise<void>> = []
  try {
    const scenarios = join(repo, 'bench/src/browser/scenarios')
    const build = (root: string, name: string) =>
      buildSite({ root, outDir: join(work, name), packagesFrom: 'dist' })
    const sites: Site[] = [
      {
        name: 'noKit',
        title: 'no kit',
        built: await build(join(scenarios, 'wagmi-baseline'), 'noKit'),
      },
      {
        name: 'portico',
        title: 'Portico',
        built: await build(join(scenarios, 'wagmi-portico'), 'portico'),
        ui: PORTICO_UI,
      },
    ]
    for (const kit of RIVAL_KITS) {
      const root = installRival(kit, {
        cacheDir: join(repo, 'bench/.cache/rivals'),
        pagesDir: join(repo, 'bench/rivals'),
        log: (line) => log(`rivals: ${line}`),
      })
      log(`rivals: building ${kit.title}`)
      sites.push({
        name: kit.name,
        title: kit.title,
        built: await build(root, kit.name),
        ui: kit.ui,
      })
    }
    for (const site of sites) {
      const served = await serveStatic(site.built.outDir)
      stops.push(served.close)
      site.url = served.url
    }
    const browser = await launchBrowser({ args: [LOOPBACK_ONLY] })
    stops.push(() => browser.close())
    const samples = new Map<string, PageRun[]>(sites.map((site) => [site.name, []]))
    for (let turn = 0; turn < runs; turn++) {
      log(`rivals: run ${turn + 1}/${runs}`)
      for (const site of sites) {
        const url = site.url ?? ''
        const run = site.ui
          ? await measurePage(browser, url, { open: true, ui: site.ui })
          : await measurePage(browser, url, { open: false })
        samples.get(site.name)?.push(run)
      }
    }
    const results: BenchResult[] = []
    const rows: string[] = []
    for (const site of sites) {
      const turns = samples.get(site.name) ?? []
      const files = initialScripts(site.built.outDir)
      const firstLoadKiB = initialJsSize(site.built, files).total / KIB
      // What reached the page before the click: its first load, then whatever it fetched ahead.
      const fetched = turns.map((run) => run.scriptsBeforeClick ?? run.initialScripts)
      const fetchedKiB = median(
        fetched.map((paths) => initialJsSize(site.built, paths).total / KIB),
      )
      const fetchedCount = median(fetched.map((paths) => new Set(paths).size))
      const button = summarize(
        `rivals.${site.name}.buttonEnabled`,
        'ms',
        turns.map((run) => run.buttonEnabledMs),
        { note: `${site.title}: navigation → connect button enabled` },
      )
      const click = site.ui
        ? summarize(
            `rivals.${site.name}.clickToList`,
            'ms',
            turns.map((run) => run.clickToListMs ?? Number.NaN),
            { note: `${site.title}: click → wallet list painted, the pointer on the button first` },
          )
        : undefined
      const heap = summarize(
        `rivals.${site.name}.heap`,
        'MiB',
        turns.map((run) => run.heapBytes / MIB),
        { note: `${site.title}: JS heap after ${site.ui ? 'opening' : 'load'}, after GC` },
      )
      results.push(
        {
          name: `rivals.${site.name}.firstLoad`,
          unit: 'KiB gzip',
          median: round(firstLoadKiB),
          anchor: { note: `${site.title}: first-load JS, ${files.length} files` },
        },
        button,
        ...(click ? [click] : []),
        heap,
        {
          name: `rivals.${site.name}.fetchedBeforeClick`,
          unit: 'KiB gzip',
          median: round(fetchedKiB),
          anchor: { note: `${site.title}: JS fetched before the click, ${fetchedCount} requests` },
        },
      )
      rows.push(
        `| ${site.title} | ${firstLoadKiB.toFixed(1)} (${files.length}) | ${button.median.toFixed(0)} ms | ${
          click ? `${click.median.toFixed(0)} ms` : '—'
        } | ${heap.median.toFixed(1)} MiB | ${fetchedKiB.toFixed(0)} (${fetchedCount}) |`,
      )
    }
    log(`rivals: medians of ${runs} turns`)
    log(
      '| site | first-load JS KiB gzip (files) | nav → button enabled | click → wallet list | JS heap after open | JS fetched before the click KiB (requests) |',
    )
    log('|---|---|---|---|---|---|')
    for (const row of rows) log(row)
    return results
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    await rm(work, { recursive: true, force: true })
  }
}
