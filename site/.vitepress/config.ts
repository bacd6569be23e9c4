import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

// The API reference's sidebar is written by TypeDoc (`npm run api -w site`) next to its pages.
const apiSidebarFile = fileURLToPath(new URL('../pages/api/typedoc-sidebar.json', import.meta.url))
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? (JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[])
  : []

// Links as [title, path] pairs.
function links(pages: readonly (readonly [string, string])[]): { text: string; link: string }[] {
  return pages.map(([text, link]) => ({ text, link }))
}

// Each section of the guide: its title, then its pages.
function section(
  text: string,
  pages: readonly (readonly [string, string])[],
): DefaultTheme.SidebarItem {
  return { text, items: links(pages) }
}

const guide: DefaultTheme.SidebarItem[] = [
  section('Getting started', [
    ['Installation', '/guide/installation'],
    ['React (Vite)', '/guide/react'],
    ['Next.js (app router)', '/guide/nextjs'],
    ['Vue and Nuxt', '/guide/vue'],
    ['Plain pages', '/guide/plain-pages'],
    ['Migrating from AppKit', '/guide/appkit'],
    ['The dev stack', '/guide/dev-stack'],
  ]),
  section('Features', [
    ['Connect', '/features/connect'],
    ['Account', '/features/account'],
    ['Send and receive', '/features/send-receive'],
    ['Swap', '/features/swap'],
    ['Buy', '/features/buy'],
    ['Take payments', '/features/pay'],
    ['Account names', '/features/names'],
    ['NFTs', '/features/nfts'],
    ['Sign in with the wallet', '/features/siwx'],
    ['Embedded wallet', '/features/embedded-wallet'],
    ['Smart accounts and EIP-5792', '/features/smart-accounts'],
    ['Smart sessions', '/features/smart-sessions'],
    ['Solana', '/features/solana'],
    ['Bitcoin', '/features/bitcoin'],
    ['EVM adapters', '/features/evm-adapters'],
    ['Languages', '/features/languages'],
    ['Theming and options', '/features/theming'],
    ['Content Security Policy', '/features/csp'],
  ]),
  section('Services', [
    ['Overview', '/services/'],
    ['Gateway', '/services/gateway'],
    ['Relay', '/services/relay'],
    ['Wallet frame', '/services/wallet-frame'],
    ['Operations', '/services/operations'],
    ['Deploy on Base', '/services/deploy-on-base'],
    ["Sponsor your visitors' gas", '/services/sponsor-gas'],
    ['Configuration reference', '/services/configuration'],
  ]),
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
    nav: links([
      ['Guide', '/guide/installation'],
      ['Features', '/features/connect'],
      ['Services', '/services/'],
      ['API', '/api/'],
    ]),
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
