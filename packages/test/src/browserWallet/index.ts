export type { BrowserWalletSettings } from './browserWalletSettings'
export {
  browserWalletStorageKey,
  readBrowserWalletSettings,
  writeBrowserWalletSettings,
} from './browserWalletSettings'
export type { BrowserWallet, BrowserWalletOptions } from './installBrowserWallet'
export { installBrowserWallet } from './installBrowserWallet'
