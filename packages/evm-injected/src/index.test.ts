import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import { expect, it } from 'vitest'
import * as schemaEntry from './discovery/announcedProviderSchema'
import * as exports from './index'

itExportsExactly('exports the public API by name', exports, [
  'BROWSER_WALLET_NAME',
  'LEGACY_INJECTED_ID',
  'USDT_CONTRACTS',
  'assertWalletOnNetwork',
  'createInjectedEvmAdapter',
  'erc20TransferAbi',
  'isLegacyProviderCovered',
  'personalSign',
  'requestWallet',
  'sendErc20Transfer',
  'sendWalletTransaction',
  'switchChainCode',
  'switchWalletChain',
  'toAnnouncedConnector',
  'toPorticoError',
  'toSwitchChainError',
  'transferAnswersBool',
  'usdtTransferAbi',
  'walletErrorCode',
  'watchAnnouncedProviders',
])

it('exports the zod schema of an announcement from its own entry, apart from the main one', () => {
  expect(Object.keys(schemaEntry)).toEqual(['announcedProviderSchema'])
  expect(Object.keys(exports)).not.toContain('announcedProviderSchema')
})
