import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BROWSER_WALLET_NAME",
      "LEGACY_INJECTED_ID",
      "USDT_CONTRACTS",
      "adaptWagmiConfig",
      "addAnnouncedConnectors",
      "announcedProviderSchema",
      "connectWallet",
      "createPorticoWagmiConfig",
      "createWagmiAdapter",
      "deferredFallback",
      "disconnectWallet",
      "erc20TransferAbi",
      "estimateEvmFee",
      "getNativeBalance",
      "isLegacyProviderCovered",
      "reconnectWallet",
      "requestWallet",
      "sendEvmTransaction",
      "signPersonalMessage",
      "switchChainCode",
      "switchNetwork",
      "switchWalletChain",
      "toPorticoConnectors",
      "toPorticoError",
      "toSwitchChainError",
      "toViemChain",
      "transferErc20",
      "usdtTransferAbi",
      "walletErrorCode",
      "watchAnnouncedProviders",
      "watchCurrentConnection",
    ]
  `)
})
