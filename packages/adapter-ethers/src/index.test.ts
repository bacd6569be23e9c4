import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import * as exports from './index'

itExportsExactly('exports the public API by name', exports, [
  'BROWSER_WALLET_NAME',
  'LEGACY_INJECTED_ID',
  'USDT_CONTRACTS',
  'createEthersAdapter',
  'erc20TransferAbi',
  'switchChainCode',
  'toPorticoError',
  'toSwitchChainError',
  'usdtTransferAbi',
  'walletErrorCode',
])
