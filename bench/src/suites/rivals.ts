import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from '@portico/test/stats/median'
import { buildFirstLoad, type FirstLoad } from '../browser/buildFirstLoad'
import { buildPackagesIfStale } from '../browser/buildPackagesIfStale'
import { exactFigure } from '../browser/exactFigure'
import { initialJsSize } from '../browser/initialJsSize'
import { installRival } from '../browser/installRival'
import { type KitUi, PORTICO_UI } from '../browser/kitUi'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureInTurns, type TurnPage } from '../browser/measureInTurns'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'
import { RIVAL_KITS } from './rivalKits'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const KIB = 1024
const MIB = 1024 * 1024

type Site = { name: string; title: string; built: FirstLoad; ui?: KitUi }

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
export async function runRivalsBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 3, usual: 7 })
  buildPackagesIfStale(repo, (line) => log(`rivals: ${line}`))
  return withWorkDir('portico-rivals-', async ({ work, stops }) => {
    const scenarios = join(repo, 'bench/src/browser/scenarios')
    const build = (root: string, name: string, page?: { title: string }) =>
      buildFirstLoad({
        root,
        outDir: join(work, name),
        packagesFrom: 'dist',
        ...(page && { page }),
      })
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
        built: await build(root, kit.name, { title: `wagmi + ${kit.title}` }),
        ui: kit.ui,
      })
    }
    const pages: Record<string, TurnPage> = {}
    for (const site of sites) {
      pages[site.name] = {
        url: await serveUntilStopped(stops, site.built.site.outDir),
        options: site.ui ? { open: true, ui: site.ui } : { open: false },
      }
    }
    const browser = await launchUntilStopped(stops)
    const samples = await measureInTurns(browser, runs, pages, {
      beforeTurn: (turn) => log(`rivals: run ${turn + 1}/${runs}`),
    })
    const results: BenchResult[] = []
    const rows: string[] = []
    for (const site of sites) {
      const turns = samples[site.name] ?? []
      const { files, kib: firstLoadKiB } = site.built
      // What reached the page before the click: its first load, then whatever it fetched ahead.
      const fetched = turns.map((run) => run.scriptsBeforeClick ?? run.initialScripts)
      const fetchedKiB = median(
        fetched.map((paths) => initialJsSize(site.built.site, paths).total / KIB),
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
        exactFigure(`rivals.${site.name}.firstLoad`, 'KiB gzip', firstLoadKiB, {
          note: `${site.title}: first-load JS, ${files.length} files`,
        }),
        button,
        ...(click ? [click] : []),
        heap,
        exactFigure(`rivals.${site.name}.fetchedBeforeClick`, 'KiB gzip', fetchedKiB, {
          note: `${site.title}: JS fetched before the click, ${fetchedCount} requests`,
        }),
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
  })
}
