import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import {
  checkedMarkdownFiles,
  demoEnv,
  expandIncludes,
  type Registry,
  readCodeBlocks,
  repoRoot,
} from '@portico/scripts'
import { type NewPageOptions, newPage, screenshot, type TestPage } from '@portico/test'
import { runCommand } from '@portico/test/services/runCommand'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { appkitQuickstartApp, WAGMI_VERSIONS } from './consumer/appkitQuickstartApp'
import { buildAndPreview } from './consumer/buildAndPreview'
import { checkReadme, type ReadmeApps } from './consumer/checkReadme'
import { consumerVersions } from './consumer/consumerVersions'
import { ETHERS5_ADAPTER, withoutPackages } from './consumer/ethersAdapters'
import { type AppSpec, installApp } from './consumer/installApp'
import { modalScriptsByStep } from './consumer/modalScriptsByStep'
import { nextApp } from './consumer/nextApp'
import { nuxtApp } from './consumer/nuxtApp'
import { publishToLocalRegistry } from './consumer/publishToLocalRegistry'
import { quickStartFor } from './consumer/readQuickStart'
import { servePrebuiltSqlite } from './consumer/servePrebuiltSqlite'
import { startNext } from './consumer/startNext'
import { startNuxt } from './consumer/startNuxt'
import { useAppkitQuickstart } from './consumer/useAppkitQuickstart'
import { useVueGuideApp } from './consumer/useVueGuideApp'
import { viteApp, viteAppFiles } from './consumer/viteApp'
import { vueApp } from './consumer/vueApp'
import { webPageApp } from './consumer/webPageApp'
import { stackUrl } from './setup/stackUrl'
import { trackSteps } from './setup/trackSteps'
import { useBrowser } from './setup/useBrowser'

// Portico as a web developer gets it: every package published with `npm publish` to a registry
// on loopback, then installed by name and range into fresh apps in a temporary folder outside
// this workspace, with npm's own peer resolution; third-party packages from npm's registry.
const INSTALL_TIMEOUT_MS = 300_000
/** The consumer apps' pages run their steps without animations. */
const REDUCED_MOTION: NewPageOptions = { context: { reducedMotion: 'reduce' } }

/** Clicks Connect and waits for the modal's wallet list: the catalogue came from the gateway. */
async function openConnect(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').first().click()
  await page.getByTestId('portico-view-Connect').waitFor()
  await page.locator('portico-modal .portico-wallet-list').first().waitFor()
}

/**
 * Runs `body` in a fresh page, then expects no page error and no request off this machine; the
 * page closes whatever happens.
 */
async function inCleanPage(
  browser: Browser,
  options: NewPageOptions,
  body: (opened: TestPage) => Promise<void>,
): Promise<void> {
  const opened = await newPage(browser, options)
  try {
    await body(opened)
    expect(opened.errors).toEqual([])
    expect(opened.blocked).toEqual([])
  } finally {
    await opened.close()
  }
}

/** Opens `url` in a fresh page, then Connect; no page error and no request off this machine. */
async function connectOpens(browser: Browser, url: string, name: string): Promise<void> {
  await inCleanPage(browser, {}, async ({ page }) => {
    await page.goto(url)
    await openConnect(page)
    expect(await page.getByRole('dialog').count()).toBe(1)
    await screenshot(page, name)
  })
}

/** The app in `dir` built by its own Vite (with `env`) and served for `body`, then no more. */
async function withPreview(
  dir: string,
  body: (server: { url: string; buildOutput: string }) => Promise<void>,
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  const server = await buildAndPreview(dir, env)
  try {
    await body(server)
  } finally {
    await server.close()
  }
}

/** The console warnings `page` prints from now on. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  return warnings
}

/** Runs the app's type-checker (`checker`: its script and arguments) in `dir`; it must pass. */
async function typeCheck(dir: string, checker: string[]): Promise<void> {
  await runCommand(process.execPath, checker, { cwd: dir })
}

/**
 * The same type-check with the installed declarations checked too: its lines about our own
 * (third-party ones need @types/node, so only ours are asked about).
 */
async function errorsInOurDeclarations(dir: string, checker: string[]): Promise<string[]> {
  const output = await runCommand(process.execPath, [...checker, '--skipLibCheck', 'false'], {
    cwd: dir,
  }).catch((error: Error) => error.message)
  return output.split('\n').filter((line) => line.includes('node_modules/@portico/'))
}

const TSC = ['node_modules/typescript/bin/tsc', '-p', '.']

/** The lines of a build's output that mention the `'use client'` directive (its warning). */
function linesAboutUseClient(output: string): string[] {
  return output.split('\n').filter((line) => line.includes('use client'))
}

/**
 * Everything installed under `dir` whose path matches, from its package-lock.json (`npm ls`
 * exits 1 over a third-party package's unmet peer range, which is not what is asked here).
 */
function installedMatching(dir: string, pattern: RegExp): string[] {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>
  }
  return Object.keys(lock.packages).filter((path) => path && pattern.test(path))
}

describe('Portico installed by name from a registry into apps outside the repo', () => {
  const browser = useBrowser()
  const stack = inject('stack')
  const work = mkdtempSync(join(tmpdir(), 'portico-consumer-'))
  let registry: Registry | undefined
  let packages: ReadonlyMap<string, string> = new Map()
  // Pages that install a service or @portico/server take better-sqlite3 prebuilt from here.
  let prebuilt: Awaited<ReturnType<typeof servePrebuiltSqlite>> | undefined
  const registryUrl = () => {
    if (!registry) throw new Error('the registry did not start')
    return registry.url
  }
  /** The app installed from the registry into its own folder `name` of the work folder. */
  const installed = async (name: string, app: AppSpec): Promise<string> => {
    const dir = join(work, name)
    await installApp(dir, app, registryUrl())
    return dir
  }

  beforeAll(async () => {
    ;({ registry, kit: packages } = await publishToLocalRegistry(join(work, 'registry')))
    prebuilt = await servePrebuiltSqlite(work)
  }, INSTALL_TIMEOUT_MS)
  afterAll(async () => {
    await registry?.stop()
    await prebuilt?.close()
    // Some GB of node_modules: GNU rm, left to finish on its own (it took over two minutes in a
    // loaded run, and nothing after this file needs the space back first).
    spawn('rm', ['-rf', work], { cwd: tmpdir(), detached: true, stdio: 'ignore' }).unref()
  })

  it(
    "the README's first hour: its install command, its quick start type-checked, built and opened; no Solana or Bitcoin code installed",
    async () => {
      const gateway = stackUrl(stack, 'gateway')
      const relay = stackUrl(stack, 'relay')
      const readme = await checkReadme({
        file: join(repoRoot(), 'README.md'),
        work: join(work, 'first-hour'),
        registryUrl: registryUrl(),
        apps: new Map(),
        ...(prebuilt && { env: prebuilt.env }),
      })
      expect(readme.ran.some((command) => command.startsWith('npm install @portico/'))).toBe(true)
      expect(readme.typeChecked).toBeGreaterThan(0)
      // An EVM-only app: nothing of the Solana or Bitcoin families came with it.
      expect(
        installedMatching(
          readme.dir,
          /node_modules\/(@solana|@scure\/btc-signer|@portico\/adapter-(solana|bitcoin))/,
        ),
      ).toEqual([])

      // The same folder, as a Vite app whose entry is the quick start.
      const v = consumerVersions()
      await runCommand(
        'npm',
        [
          'install',
          '--save-dev',
          `vite@${v.vite}`,
          `@vitejs/plugin-react@${v['@vitejs/plugin-react']}`,
        ],
        { cwd: readme.dir },
      )
      const files = viteAppFiles(quickStartFor({ gateway, relay }))
      for (const [path, text] of Object.entries(files)) {
        if (path === 'tsconfig.json') continue // the README check's own stays
        mkdirSync(dirname(join(readme.dir, path)), { recursive: true })
        writeFileSync(join(readme.dir, path), text)
      }
      await withPreview(readme.dir, (server) =>
        connectOpens(browser(), server.url, 'consumer-readme-connect'),
      )
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Vite + React on wagmi 2, every package: strict type-check of the app and our declarations, build, Connect opens the modal',
    async () => {
      const gateway = stackUrl(stack, 'gateway')
      const relay = stackUrl(stack, 'relay')
      const dir = await installed(
        'vite-app',
        viteApp({
          packages,
          main: quickStartFor({ gateway, relay }),
          wagmiCore: WAGMI_VERSIONS[2]['@wagmi/core'],
        }),
      )
      await typeCheck(dir, TSC)
      expect(await errorsInOurDeclarations(dir, TSC)).toEqual([])
      await withPreview(dir, (server) =>
        connectOpens(browser(), server.url, 'consumer-vite-connect'),
      )
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Node: every entry of every package imports from dist/, and the provider with the buttons renders to a string',
    async () => {
      const dir = join(work, 'vite-app')
      const output = await runCommand(process.execPath, ['ssr.mjs'], { cwd: dir })
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
        imported: { specifier: string; exports: number }[]
        html: string
      }
      const specifiers = result.imported.map((entry) => entry.specifier)
      for (const name of withoutPackages(packages, [ETHERS5_ADAPTER]).keys()) {
        expect(specifiers).toContain(name)
      }
      expect(specifiers).toContain('@portico/siwx-server')
      expect(specifiers).toContain('@portico/siwx-server/verify')
      expect(specifiers).toContain('@portico/common/schemas/api')
      for (const entry of result.imported) expect(entry.exports, entry.specifier).toBeGreaterThan(0)
      expect(result.html.match(/<portico-kit/g)?.length).toBe(2)
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Next.js app router: the page renders on the server and hydrates in Chromium with no hydration warning',
    async () => {
      const dir = await installed(
        'next-app',
        nextApp({ packages, gateway: stackUrl(stack, 'gateway') }),
      )
      await runCommand(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: dir,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      })
      const next = await startNext(dir)
      try {
        await inCleanPage(browser(), {}, async ({ page, errors }) => {
          const warnings = consoleWarnings(page)
          const response = await page.goto(next.url)
          const served = (await response?.text()) ?? ''
          expect(served).toContain('Next.js with Portico')
          expect(served.match(/<portico-kit/g)?.length).toBe(2)
          await openConnect(page)
          await screenshot(page, 'consumer-next-connect')
          expect([...errors, ...warnings].filter((text) => /hydrat/i.test(text))).toEqual([])
        })
      } finally {
        await next.stop()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it.each([2, 3] as const)(
    "AppKit's React quick start on wagmi %i, package names changed: type-checks, connects, signs in, pays with AppKit Pay's usePay, switches network",
    async (wagmi) => {
      const dir = await installed(`appkit-wagmi-${wagmi}`, appkitQuickstartApp({ packages, wagmi }))
      await typeCheck(dir, TSC)
      expect(installedMatching(dir, /node_modules\/@wagmi\/core$/)).toEqual([
        'node_modules/@wagmi/core',
      ])
      await withPreview(
        dir,
        (server) =>
          inCleanPage(browser(), REDUCED_MOTION, ({ page }) =>
            useAppkitQuickstart(page, server.url, stack),
          ),
        demoEnv(stack),
      )
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'a plain page with @portico/web, as its README shows it: Vite builds it, and <portico-button> opens the modal',
    async () => {
      const dir = await installed(
        'web-page',
        webPageApp({ packages, gateway: stackUrl(stack, 'gateway') }),
      )
      await withPreview(dir, (server) =>
        connectOpens(browser(), server.url, 'consumer-web-connect'),
      )
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    "Vite + Vue, the Vue guide's app: vue-tsc strict check of it and our declarations, build with no 'use client' warning; connects, switches network, signs, disconnects",
    async () => {
      const dir = await installed(
        'vue-app',
        vueApp({ packages, gateway: stackUrl(stack, 'gateway') }),
      )
      const vueTsc = ['node_modules/vue-tsc/bin/vue-tsc.js', '--noEmit', '-p', '.']
      await typeCheck(dir, vueTsc)
      expect(await errorsInOurDeclarations(dir, vueTsc)).toEqual([])
      await withPreview(dir, async (server) => {
        // A Vue app reaches @portico/react for the modal, without React's own Vite plugin (which
        // hides the warning from React apps): no module of it may carry the directive.
        expect(linesAboutUseClient(server.buildOutput)).toEqual([])
        await inCleanPage(browser(), REDUCED_MOTION, ({ page }) =>
          useVueGuideApp(page, server.url, stack, 'consumer-vue'),
        )
      })
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    "Nuxt, the Vue guide's app: builds with no 'use client' warning, the page renders on the server, fetches neither React nor the modal until the visitor points at a button, hydrates in Chromium with no hydration warning; connects, switches network, signs, disconnects",
    async () => {
      const step = trackSteps()
      step('install the Nuxt app from the registry')
      const dir = await installed(
        'nuxt-app',
        nuxtApp({ packages, gateway: stackUrl(stack, 'gateway') }),
      )
      step('nuxt build')
      const build = await runCommand(
        process.execPath,
        ['node_modules/nuxt/bin/nuxt.mjs', 'build'],
        { cwd: dir, env: { NUXT_TELEMETRY_DISABLED: '1' } },
      )
      expect(linesAboutUseClient(build)).toEqual([])
      step('start the built server')
      const nuxt = await startNuxt(dir)
      try {
        await inCleanPage(browser(), REDUCED_MOTION, async ({ page, errors }) => {
          const warnings = consoleWarnings(page)
          step('the server-rendered page')
          const response = await fetch(nuxt.url)
          const served = await response.text()
          expect(response.status, nuxt.log()).toBe(200)
          expect(served).toContain('<title>Nuxt with Portico</title>')
          expect(served).toContain('Vue with Portico')
          expect(served.match(/<portico-kit/g)?.length).toBe(2)
          // Nuxt prefetches every lazy chunk on every page; the guide's module keeps React and
          // the modal out of that, until the visitor points at a button.
          step('no modal script before the visitor points at a button')
          await inCleanPage(browser(), {}, async (first) => {
            const scripts = await modalScriptsByStep(first.page, nuxt.url)
            expect(scripts.beforeInteraction).toEqual([])
            expect(scripts.afterPointing).not.toEqual([])
          })
          step('connect, switch network, sign, disconnect')
          await useVueGuideApp(page, nuxt.url, stack, 'consumer-nuxt')
          expect([...errors, ...warnings].filter((text) => /hydrat/i.test(text))).toEqual([])
        })
      } finally {
        await nuxt.stop()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  const root = repoRoot()
  const readmeApps: ReadmeApps = new Map()
  // Pages with no code block at all have nothing to run.
  const pages = checkedMarkdownFiles(root).filter(
    (file) =>
      file !== join(root, 'README.md') &&
      readCodeBlocks(expandIncludes(readFileSync(file, 'utf8'), file)).length > 0,
  )
  it.concurrent.each(pages.map((file) => [relative(root, file), file]))(
    '%s: its commands run in a fresh folder and its code compiles against the published packages',
    async (_name, file) => {
      const result = await checkReadme({
        file,
        work: join(work, 'readmes'),
        registryUrl: registryUrl(),
        apps: readmeApps,
        ...(prebuilt && { env: prebuilt.env }),
      })
      expect(result.ran.length + result.typeChecked + result.notRun.length).toBeGreaterThan(0)
    },
    INSTALL_TIMEOUT_MS,
  )
})
