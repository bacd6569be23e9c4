import { APP_ICON } from './appIcon'
import type { ConsumerAppOptions } from './ConsumerAppOptions'
import { consumerVersions } from './consumerVersions'
import { ETHERS_ADAPTER, withoutPackages } from './ethersAdapters'
import type { AppSpec } from './installApp'

const WEB = '@portico/web'

/** The Next.js release the app-router check runs on, and the TypeScript its build asks for. */
const NEXT_VERSION = '16.4.6'
const NEXT_TYPESCRIPT_VERSION = '5.9.3'

/**
 * A Next.js app-router app: a `'use client'` providers module creates the client and renders
 * `PorticoProvider` in the root layout; the page is a server component rendering the buttons.
 * @example
 * await installApp(dir, nextApp({ packages, gateway: stack.urls.gateway }))
 */
export function nextApp(options: ConsumerAppOptions): AppSpec {
  const v = consumerVersions()
  return {
    scripts: { build: 'next build', start: 'next start' },
    dependencies: {
      // This app is on ethers v5: neither the v6 adapter nor @portico/web (built on it).
      ...Object.fromEntries(withoutPackages(options.packages, [ETHERS_ADAPTER, WEB])),
      '@wagmi/core': v['@wagmi/core'],
      ethers: v.ethers5,
      next: NEXT_VERSION,
      react: v.react,
      'react-dom': v['react-dom'],
      viem: v.viem,
    },
    devDependencies: {
      '@types/node': '^20.19.0',
      '@types/react': v['@types/react'],
      '@types/react-dom': v['@types/react-dom'],
      typescript: NEXT_TYPESCRIPT_VERSION,
    },
    files: {
      'next.config.mjs': 'export default {}\n',
      'app/icon.svg': APP_ICON,
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['dom', 'dom.iterable', 'esnext'],
            strict: true,
            skipLibCheck: true,
            noEmit: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            resolveJsonModule: true,
            isolatedModules: true,
            jsx: 'react-jsx',
            plugins: [{ name: 'next' }],
          },
          include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
          exclude: ['node_modules'],
        },
        null,
        2,
      )}\n`,
      'app/providers.tsx': `'use client'

import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { type ReactNode, useState } from 'react'

const networks = [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB] as const

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (and per server render), made outside the render's hot path.
  const [portico] = useState(() =>
    createPortico({
      networks: [...networks],
      projectId: 'portico-demo',
      apiUrl: '${options.gateway}',
      adapters: [createWagmiAdapter({ networks: [...networks], ssr: true })],
      features: { email: false, socials: false, swaps: false, onramp: false },
    }),
  )
  return <PorticoProvider client={portico}>{children}</PorticoProvider>
}
`,
      'app/layout.tsx': `import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Next.js with Portico' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
`,
      'app/page.tsx': `import { ConnectButton, NetworkButton } from '@portico/react'

export default function Home() {
  return (
    <main>
      <h1>Next.js with Portico</h1>
      <NetworkButton />
      <ConnectButton />
    </main>
  )
}
`,
    },
  }
}
