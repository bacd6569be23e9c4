import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

// The API reference's sidebar is written by TypeDoc (`npm run api -w site`) next to its pages.
const apiSidebarFile = fileURLToPath(new URL('../pages/api/typedoc-sidebar.json', import.meta.url))
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? (JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[])
  : []

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'Installation', link: '/guide/installation' },
      { text: 'React (Vite)', link: '/guide/react' },
      { text: 'Next.js (app router)', link: '/guide/nextjs' },
      { text: 'Vue and Nuxt', link: '/guide/vue' },
      { text: 'Plain pages', link: '/guide/plain-pages' },
      { text: 'Migrating from AppKit', link: '/guide/appkit' },
      { text: 'The dev stack', link: '/guide/dev-stack' },
    ],
  },
  {
    text: 'Features',
    items: [
      { text: 'Connect', link: '/features/connect' },
      { text: 'Account', link: '/features/account' },
      { text: 'Send and receive', link: '/features/send-receive' },
      { text: 'Swap', link: '/features/swap' },
      { text: 'Buy', link: '/features/buy' },
      { text: 'Take payments', link: '/features/pay' },
      { text: 'Account names', link: '/features/names' },
      { text: 'NFTs', link: '/features/nfts' },
      { text: 'Sign in with the wallet', link: '/features/siwx' },
      { text: 'Embedded wallet', link: '/features/embedded-wallet' },
      { text: 'Smart accounts and EIP-5792', link: '/features/smart-accounts' },
      { text: 'Smart sessions', link: '/features/smart-sessions' },
      { text: 'Solana', link: '/features/solana' },
      { text: 'Bitcoin', link: '/features/bitcoin' },
      { text: 'EVM adapters', link: '/features/evm-adapters' },
      { text: 'Languages', link: '/features/languages' },
      { text: 'Theming and options', link: '/features/theming' },
      { text: 'Content Security Policy', link: '/features/csp' },
    ],
  },
  {
    text: 'Services',
    items: [
      { text: 'Overview', link: '/services/' },
      { text: 'Gateway', link: '/services/gateway' },
      { text: 'Relay', link: '/services/relay' },
      { text: 'Wallet frame', link: '/services/wallet-frame' },
      { text: 'Operations', link: '/services/operations' },
      { text: 'Deploy on Base', link: '/services/deploy-on-base' },
      { text: "Sponsor your visitors' gas", link: '/services/sponsor-gas' },
      { text: 'Configuration reference', link: '/services/configuration' },
    ],
  },
]

/**
 * The docs site: guides, one page per feature, the services, and the API reference TypeDoc
 * generates from the packages' types. `npm run docs` builds it; `npm start` serves it.
 * @example
 * // site/package.json: "build": "npm run api && vitepress build ."
 */
export default defineConfig({
  title: 'Portico',
  description:
    'An open, self-hostable wallet-connection modal and account kit: every backend ships in the repository.',
  srcDir: 'pages',
  cacheDir: '.cache/vitepress',
  lang: 'en',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  // Pages are served as files (`/guide/react.html`) by `npm start`'s static server.
  cleanUrls: false,
  vite: {
    // The API reference is one page per entry point: @portico/common's and @portico/core's page
    // chunks weigh 600–700 kB (each loads only with its page).
    build: { chunkSizeWarningLimit: 1_000 },
  },
  themeConfig: {
    logo: '/favicon.svg',
    nav: [
      { text: 'Guide', link: '/guide/installation' },
      { text: 'Features', link: '/features/connect' },
      { text: 'Services', link: '/services/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: {
      '/guide/': guide,
      '/features/': guide,
      '/services/': guide,
      '/api/': [{ text: 'API reference', link: '/api/', items: apiSidebar }],
    },
    outline: { level: [2, 3] },
    search: {
      provider: 'local',
      options: {
        // The API reference is indexed by its headings (every export's name), not its text:
        // its full text would make the index several megabytes.
        _render(src, env, md) {
          if (!env.relativePath.startsWith('api/')) return md.render(src, env)
          const headings = src.split('\n').filter((line) => /^#{1,4} /.test(line))
          return md.render(headings.join('\n\n'), env)
        },
      },
    },
    footer: { message: 'MIT licensed.' },
  },
})
