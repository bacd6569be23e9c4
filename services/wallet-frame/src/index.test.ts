import { expect, it } from 'vitest'
import * as walletFrame from './index'

it('keeps its public export list', () => {
  expect(Object.keys(walletFrame).sort()).toMatchInlineSnapshot(`
    [
      "ACTION_NOT_ALLOWED",
      "ERROR_CODES",
      "RPC_NOT_ALLOWED",
      "USER_REJECTED_MESSAGE",
      "WALLET_FRAME_ENV",
      "WalletFrameError",
      "createApp",
      "createFileKms",
      "loadConfig",
      "openWalletFrameDb",
      "startWalletFrame",
      "walletFrameCli",
      "walletFrameConfigSchema",
      "walletFrameMigrations",
      "walletFrameProductionProblems",
    ]
  `)
})
