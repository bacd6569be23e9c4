import { expect, it } from 'vitest'
import * as walletFrame from './index'

it('keeps its public export list', () => {
  expect(Object.keys(walletFrame).sort()).toMatchInlineSnapshot(`
    [
      "ACTION_NOT_ALLOWED",
      "ERROR_CODES",
      "RPC_NOT_ALLOWED",
      "USER_REJECTED_MESSAGE",
      "WalletFrameError",
      "createApp",
      "createFileKms",
      "loadConfig",
      "silentLogger",
      "startWalletFrame",
      "systemClock",
      "walletFrameConfigSchema",
    ]
  `)
})
