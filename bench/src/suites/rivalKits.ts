import type { KitUi } from '../browser/kitUi'

/**
 * A rival kit as a site installs it from the npm registry: the exact versions of its packages
 * and of the wagmi, viem, TanStack Query and React it asks for, its page (`bench/rivals/<name>/
 * main.tsx`, written the way the kit's own docs set it up, with one local chain), and where its
 * button and wallet list are.
 * @example
 * for (const kit of RIVAL_KITS) console.log(kit.title, kit.dependencies)
 */
export type RivalKit = {
  name: string
  title: string
  dependencies: Record<string, string>
  ui: KitUi
}

/** The bench wallet's entry, found by its name: the kits do not give it a test id. */
const benchWalletByName = (selector: string) => ({ selector, text: 'Bench Wallet' })

/**
 * Issue 39's rivals, pinned. RainbowKit and ConnectKit need wagmi 2 (ConnectKit also React 18);
 * AppKit's wagmi adapter imports `@wagmi/core/tempo`, which only wagmi 3 has.
 */
export const RIVAL_KITS: readonly RivalKit[] = [
  {
    name: 'appkit',
    title: 'AppKit',
    dependencies: {
      '@reown/appkit': '1.8.24',
      '@reown/appkit-adapter-wagmi': '1.8.24',
      '@tanstack/react-query': '5.108.0',
      '@wagmi/core': '3.6.5',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '3.7.7',
    },
    ui: {
      button: { selector: 'wui-connect-button' },
      walletEntry: benchWalletByName('wui-text'),
    },
  },
  {
    name: 'rainbowkit',
    title: 'RainbowKit',
    dependencies: {
      '@rainbow-me/rainbowkit': '2.2.11',
      '@tanstack/react-query': '5.108.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '2.19.5',
    },
    ui: {
      button: { selector: '[data-testid="rk-connect-button"]' },
      walletEntry: benchWalletByName('div'),
    },
  },
  {
    name: 'connectkit',
    title: 'ConnectKit',
    dependencies: {
      '@tanstack/react-query': '5.108.0',
      connectkit: '1.9.2',
      react: '18.3.1',
      'react-dom': '18.3.1',
      viem: '2.57.20',
      wagmi: '2.19.5',
    },
    ui: {
      button: { selector: 'button', text: 'Connect Wallet' },
      walletEntry: benchWalletByName('span'),
    },
  },
]
