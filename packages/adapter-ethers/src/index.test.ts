import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toEqual([
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
})
