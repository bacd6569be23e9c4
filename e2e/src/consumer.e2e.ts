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
import { newPage, screenshot } from '@portico/test'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { appkitQuickstartApp, WAGMI_VERSIONS } from './consumer/appkitQuickstartApp'
import { buildAndPreview } from './consumer/buildAndPreview'
import { checkReadme, type ReadmeApps } from './consumer/checkReadme'
import { consumerVersions } from './consumer/consumerVersions'
import { ETHERS5_ADAPTER, withoutPackages } from './consumer/ethersAdapters'
import { installApp } from './consumer/installApp'
import { modalScriptsByStep } from './consumer/modalScriptsByStep'
import { nextApp } from './consumer/nextApp'
import { nuxtApp } from './consumer/nuxtApp'
import { publishToLocalRegistry } from './consumer/publishToLocalRegistry'
import { quickStartFor } from './consumer/readQuickStart'
import { runCommand } from './consumer/runCommand'
import { servePrebuiltSqlite } from './consumer/servePrebuiltSqlite'
import { startNext } from './consumer/startNext'
import { startNuxt } from './consumer/startNuxt'
import { useAppkitQuickstart } from './consumer/useAppkitQuickstart'
import { useVueGuideApp } from './consumer/useVueGuideApp'
import { viteApp, viteAppFiles } from './consumer/viteApp'
import { vueApp } from './consumer/vueApp'
import { webPageApp } from './consumer/webPageApp'
import { useBrowser } from './setup/useBrowser'

// Portico as a web developer gets it: every package published with `npm publish` to a registry
// on loopback, then installed by name and range into fresh apps in a temporary folder outside
// this workspace, with npm's own peer resolution; third-party packages from npm's registry.
const INSTALL_TIMEOUT_MS = 300_000

/** Clicks Connect and waits for the modal's wallet list: the catalogue came from the gateway. */
async function openConnect(page: Page): Promise<void> {
  await page.getByTestId('portico-connect-button').first().click()
  await page.getByTestId('portico-view-Connect').waitFor()
  await page.locator('portico-modal .portico-wallet-list').first().waitFor()
}

/** Opens `url` in a fresh page, then Connect; no page error and no request off this machine. */
async function connectOpens(
  browser: ReturnType<ReturnType<typeof useBrowser>>,
  url: string,
  name: string,
): Promise<void> {
  const { page, errors, blocked, close } = await newPage(browser)
  try {
    await page.goto(url)
    await openConnect(page)
    expect(await page.getByRole('dialog').count()).toBe(1)
    await screenshot(page, name)
    expect(errors).toEqual([])
    expect(blocked).toEqual([])
  } finally {
    await close()
  }
}

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
      const gateway = stack.urls.gateway
      const relay = stack.urls.relay
      if (!gateway || !relay) throw new Error('the e2e stack runs without the gateway or relay')
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
      const server = await buildAndPreview(readme.dir)
      try {
        await connectOpens(browser(), server.url, 'consumer-readme-connect')
      } finally {
        await server.close()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'Vite + React on wagmi 2, every package: strict type-check of the app and our declarations, build, Connect opens the modal',
    async () => {
      const gateway = stack.urls.gateway
      const relay = stack.urls.relay
      if (!gateway || !relay) throw new Error('the e2e stack runs without the gateway or relay')
      const dir = join(work, 'vite-app')
      await installApp(
        dir,
        viteApp({
          packages,
          main: quickStartFor({ gateway, relay }),
          wagmiCore: WAGMI_VERSIONS[2]['@wagmi/core'],
        }),
        registryUrl(),
      )
      await runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], {
        cwd: dir,
      })
      // Our own declarations are checked too (third-party ones need @types/node, so only ours).
      const libCheck = await runCommand(
        process.execPath,
        ['node_modules/typescript/bin/tsc', '-p', '.', '--skipLibCheck', 'false'],
        { cwd: dir },
      ).catch((error: Error) => error.message)
      expect(
        libCheck.split('\n').filter((line) => line.includes('node_modules/@portico/')),
      ).toEqual([])
      const server = await buildAndPreview(dir)
      try {
        await connectOpens(browser(), server.url, 'consumer-vite-connect')
      } finally {
        await server.close()
      }
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
      const gateway = stack.urls.gateway
      if (!gateway) throw new Error('the e2e stack runs without the gateway')
      const dir = join(work, 'next-app')
      await installApp(dir, nextApp({ packages, gateway }), registryUrl())
      await runCommand(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
        cwd: dir,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      })
      const next = await startNext(dir)
      const { page, errors, blocked, close } = await newPage(browser())
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      try {
        const response = await page.goto(next.url)
        const served = (await response?.text()) ?? ''
        expect(served).toContain('Next.js with Portico')
        expect(served.match(/<portico-kit/g)?.length).toBe(2)
        await openConnect(page)
        await screenshot(page, 'consumer-next-connect')
        expect([...errors, ...warnings].filter((text) => /hydrat/i.test(text))).toEqual([])
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
        await next.stop()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it.each([2, 3] as const)(
    "AppKit's React quick start on wagmi %i, package names changed: type-checks, connects, signs in, switches network",
    async (wagmi) => {
      const dir = join(work, `appkit-wagmi-${wagmi}`)
      await installApp(dir, appkitQuickstartApp({ packages, wagmi }), registryUrl())
      await runCommand(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], {
        cwd: dir,
      })
      expect(installedMatching(dir, /node_modules\/@wagmi\/core$/)).toEqual([
        'node_modules/@wagmi/core',
      ])
      const server = await buildAndPreview(dir, demoEnv(stack))
      const { page, blocked, errors, close } = await newPage(browser(), {
        context: { reducedMotion: 'reduce' },
      })
      try {
        await useAppkitQuickstart(page, server.url, stack)
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
        await server.close()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'a plain page with @portico/web, as its README shows it: Vite builds it, and <portico-button> opens the modal',
    async () => {
      const gateway = stack.urls.gateway
      if (!gateway) throw new Error('the e2e stack runs without the gateway')
      const dir = join(work, 'web-page')
      await installApp(dir, webPageApp({ packages, gateway }), registryUrl())
      const server = await buildAndPreview(dir)
      try {
        await connectOpens(browser(), server.url, 'consumer-web-connect')
      } finally {
        await server.close()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    "Vite + Vue, the Vue guide's app: vue-tsc strict check of it and our declarations, build with no 'use client' warning; connects, switches network, signs, disconnects",
    async () => {
      const gateway = stack.urls.gateway
      if (!gateway) throw new Error('the e2e stack runs without the gateway')
      const dir = join(work, 'vue-app')
      await installApp(dir, vueApp({ packages, gateway }), registryUrl())
      const vueTsc = 'node_modules/vue-tsc/bin/vue-tsc.js'
      await runCommand(process.execPath, [vueTsc, '--noEmit', '-p', '.'], { cwd: dir })
      // Our own declarations are checked too (third-party ones need @types/node, so only ours).
      const libCheck = await runCommand(
        process.execPath,
        [vueTsc, '--noEmit', '-p', '.', '--skipLibCheck', 'false'],
        { cwd: dir },
      ).catch((error: Error) => error.message)
      expect(
        libCheck.split('\n').filter((line) => line.includes('node_modules/@portico/')),
      ).toEqual([])
      const server = await buildAndPreview(dir)
      // A Vue app reaches @portico/react for the modal, without React's own Vite plugin (which
      // hides the warning from React apps): no module of it may carry the directive.
      expect(linesAboutUseClient(server.buildOutput)).toEqual([])
      const { page, errors, blocked, close } = await newPage(browser(), {
        context: { reducedMotion: 'reduce' },
      })
      try {
        await useVueGuideApp(page, server.url, stack, 'consumer-vue')
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
        await server.close()
      }
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    "Nuxt, the Vue guide's app: builds with no 'use client' warning, the page renders on the server, fetches neither React nor the modal until the visitor points at a button, hydrates in Chromium with no hydration warning; connects, switches network, signs, disconnects",
    async () => {
      const gateway = stack.urls.gateway
      if (!gateway) throw new Error('the e2e stack runs without the gateway')
      const dir = join(work, 'nuxt-app')
      await installApp(dir, nuxtApp({ packages, gateway }), registryUrl())
      const build = await runCommand(
        process.execPath,
        ['node_modules/nuxt/bin/nuxt.mjs', 'build'],
        { cwd: dir, env: { NUXT_TELEMETRY_DISABLED: '1' } },
      )
      expect(linesAboutUseClient(build)).toEqual([])
      const nuxt = await startNuxt(dir)
      const { page, errors, blocked, close } = await newPage(browser(), {
        context: { reducedMotion: 'reduce' },
      })
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      try {
        const response = await fetch(nuxt.url)
        const served = await response.text()
        expect(response.status, nuxt.log()).toBe(200)
        expect(served).toContain('<title>Nuxt with Portico</title>')
        expect(served).toContain('Vue with Portico')
        expect(served.match(/<portico-kit/g)?.length).toBe(2)
        // Nuxt prefetches every lazy chunk on every page; the guide's module keeps React and the
        // modal out of that, until the visitor points at a button.
        const first = await newPage(browser())
        try {
          const scripts = await modalScriptsByStep(first.page, nuxt.url)
          expect(scripts.beforeInteraction).toEqual([])
          expect(scripts.afterPointing).not.toEqual([])
          expect(first.errors).toEqual([])
          expect(first.blocked).toEqual([])
        } finally {
          await first.close()
        }
        await useVueGuideApp(page, nuxt.url, stack, 'consumer-nuxt')
        expect([...errors, ...warnings].filter((text) => /hydrat/i.test(text))).toEqual([])
        expect(errors).toEqual([])
        expect(blocked).toEqual([])
      } finally {
        await close()
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
