import { consumerVersions } from './consumerVersions'
import { ETHERS5_ADAPTER, withoutTarball } from './ethersTarballs'
import type { AppSpec } from './installApp'

/**
 * A Vite + React + TypeScript app as `npm create vite` makes it (strict tsconfig), whose entry
 * is `main`, plus `ssr.mjs`: a Node script that imports every entry of every Portico package
 * and renders the provider with the buttons to a string.
 * @example
 * await installApp(dir, viteApp({ tarballs, main: quickStartFor(urls) }))
 */
export function viteApp(options: { tarballs: ReadonlyMap<string, string>; main: string }): AppSpec {
  const v = consumerVersions()
  return {
    dependencies: {
      ...Object.fromEntries(
        [...withoutTarball(options.tarballs, ETHERS5_ADAPTER)].map(([name, file]) => [
          name,
          `file:${file}`,
        ]),
      ),
      '@wagmi/core': v['@wagmi/core'],
      ethers: v.ethers,
      react: v.react,
      'react-dom': v['react-dom'],
      viem: v.viem,
      // The server entry of @portico/siwx-server runs on the host's Hono and Kysely (optional
      // peers, which a server using it installs).
      hono: v.hono,
      kysely: v.kysely,
    },
    devDependencies: {
      '@types/react': v['@types/react'],
      '@types/react-dom': v['@types/react-dom'],
      '@vitejs/plugin-react': v['@vitejs/plugin-react'],
      typescript: v.typescript,
      vite: v.vite,
    },
    files: {
      'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>My App</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
      'public/favicon.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#4f46e5"/></svg>\n',
      'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            noUnusedLocals: true,
            noUnusedParameters: true,
            noFallthroughCasesInSwitch: true,
            noUncheckedSideEffectImports: true,
            isolatedModules: true,
            verbatimModuleSyntax: true,
            moduleDetection: 'force',
            skipLibCheck: true,
            noEmit: true,
            types: ['vite/client'],
          },
          include: ['src'],
        },
        null,
        2,
      )}\n`,
      'src/main.tsx': options.main,
      'ssr.mjs': SSR_SCRIPT,
    },
  }
}

// Plain ESM that Node runs against the installed tarballs (dist/): every exported subpath
// imports, and the provider renders on the server with the buttons inside.
const SSR_SCRIPT = `import { readdirSync, readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const imported = []
for (const name of readdirSync('node_modules/@portico')) {
  const manifest = JSON.parse(readFileSync(\`node_modules/@portico/\${name}/package.json\`, 'utf8'))
  for (const subpath of Object.keys(manifest.exports)) {
    if (subpath.endsWith('.json')) continue
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
