import { APP_ICON } from './appIcon'
import { consumerVersions } from './consumerVersions'
import { ETHERS5_ADAPTER, withoutPackages } from './ethersAdapters'
import type { AppSpec } from './installApp'
import { strictTsconfig } from './strictTsconfig'
import { viteIndexHtml } from './viteIndexHtml'

/**
 * A Vite + React + TypeScript app as `npm create vite` makes it (strict tsconfig), whose entry
 * is `main`, plus `ssr.mjs`: a Node script that imports every entry of every Portico package (but repo-only ones)
 * and renders the provider with the buttons to a string.
 * @example
 * await installApp(dir, viteApp({ packages, main: quickStartFor(urls) }))
 */
export function viteApp(options: {
  /** Portico's packages, name → range. */
  packages: ReadonlyMap<string, string>
  main: string
  /** The @wagmi/core the app is on (default: the one this repo builds with). */
  wagmiCore?: string
}): AppSpec {
  const v = consumerVersions()
  return {
    dependencies: {
      ...Object.fromEntries(withoutPackages(options.packages, [ETHERS5_ADAPTER])),
      '@wagmi/core': options.wagmiCore ?? v['@wagmi/core'],
      ethers: v.ethers,
      react: v.react,
      'react-dom': v['react-dom'],
      viem: v.viem,
      // The server entry of @portico/siwx-server runs on the host's Hono and Kysely (optional
      // peers, which a server using it installs).
      hono: v.hono,
      kysely: v.kysely,
    },
    devDependencies: viteReactDevDependencies(),
    files: { ...viteAppFiles(options.main), 'ssr.mjs': SSR_SCRIPT },
  }
}

/**
 * What a Vite + React + TypeScript app builds and checks with: the versions this repo uses.
 * @example
 * const app: AppSpec = { dependencies, devDependencies: viteReactDevDependencies(), files }
 */
export function viteReactDevDependencies(): Record<string, string> {
  const v = consumerVersions()
  return {
    '@types/react': v['@types/react'],
    '@types/react-dom': v['@types/react-dom'],
    '@vitejs/plugin-react': v['@vitejs/plugin-react'],
    typescript: v.typescript,
    vite: v.vite,
  }
}

/**
 * The files of a Vite + React + TypeScript app as `npm create vite` makes them (page, icon,
 * config, strict tsconfig), with `main` as `src/main.tsx`.
 * @example
 * for (const [path, text] of Object.entries(viteAppFiles(main))) writeFileSync(join(dir, path), text)
 */
export function viteAppFiles(main: string): Record<string, string> {
  return {
    'index.html': viteIndexHtml({ title: 'My App', mountId: 'root', entry: '/src/main.tsx' }),
    'public/favicon.svg': APP_ICON,
    'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
    'tsconfig.json': strictTsconfig({ types: ['vite/client'], include: ['src'] }),
    'src/main.tsx': main,
  }
}

// Plain ESM that Node runs against the installed packages (dist/): every exported subpath
// imports, and the provider renders on the server with the buttons inside.
const SSR_SCRIPT = `import { readdirSync, readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const imported = []
for (const name of readdirSync('node_modules/@portico')) {
  const manifest = JSON.parse(readFileSync(\`node_modules/@portico/\${name}/package.json\`, 'utf8'))
  for (const subpath of Object.keys(manifest.exports)) {
    if (subpath.endsWith('.json')) continue
    // A repo-only entry (tests, benches) names a source file under the portico-source condition
    // alone: nothing an installed package can resolve, by design.
    const target = manifest.exports[subpath]
    if (typeof target === 'object' && !('import' in target) && !('default' in target)) continue
    const specifier = \`\${manifest.name}\${subpath.slice(1)}\`
    const module = await import(specifier)
    imported.push({ specifier, exports: Object.keys(module).length })
  }
}

const { DEVNET_CHAINS } = await import('@portico/common')
const { createPortico } = await import('@portico/core')
const { createWagmiAdapter } = await import('@portico/adapter-wagmi')
const { ConnectButton, NetworkButton, PorticoProvider } = await import('@portico/react')
const networks = [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB]
const client = createPortico({
  networks,
  projectId: 'portico-demo',
  adapters: [createWagmiAdapter({ networks, ssr: true })],
})
const html = renderToString(
  createElement(PorticoProvider, { client }, createElement(NetworkButton), createElement(ConnectButton)),
)
console.log(JSON.stringify({ imported, html }))
`
