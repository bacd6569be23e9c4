export { forceOnlineScript } from './browser/forceOnlineScript'
export { chromiumArgs, chromiumPath, launchBrowser } from './browser/launchBrowser'
export type { NewPageOptions, TestPage } from './browser/newPage'
export { newPage } from './browser/newPage'
export type { AccessibilityViolation, ScanAccessibilityOptions } from './browser/scanAccessibility'
export { formatViolations, scanAccessibility } from './browser/scanAccessibility'
export { e2eOutputDir, screenshot } from './browser/screenshot'
export type { TestContracts } from './devnet/compileContracts'
export {
  committedArtifactsAreCurrent,
  committedArtifactsFile,
  compileContracts,
  writeContractArtifacts,
} from './devnet/compileContracts'
export type { ContractArtifact } from './devnet/compileSolidity'
export { compileSolidity } from './devnet/compileSolidity'
export type { SmartAccountDevnet } from './devnet/deploySmartAccounts'
export { compileOwnedAccount, deploySmartAccounts } from './devnet/deploySmartAccounts'
export type { DeployTestTokensOptions } from './devnet/deployTestTokens'
export { deployTestTokens } from './devnet/deployTestTokens'
export { devnetChain } from './devnet/devnetChain'
export { encodeTokenConstructorArgs, toBaseUnits } from './devnet/encodeTokenConstructorArgs'
export type { FundAccountOptions } from './devnet/fundAccount'
export { fundAccount } from './devnet/fundAccount'
export { getFreePort } from './devnet/getFreePort'
export { isPortFree } from './devnet/isPortFree'
export { predictTestTokens } from './devnet/predictTestTokens'
export { resolveAnvilBinary } from './devnet/resolveAnvilBinary'
export { RpcResponseError, rpcRequest } from './devnet/rpcRequest'
export type { TiedProcess } from './devnet/spawnTied'
export { spawnTied } from './devnet/spawnTied'
export type { Anvil, AnvilExit, StartAnvilOptions } from './devnet/startAnvil'
export { startAnvil } from './devnet/startAnvil'
export { anvilAccounts, anvilMnemonic } from './devnet/testAccounts'
export type { DeployedTestTokens, TestToken } from './devnet/testTokens'
export { defaultTestTokens, testTokenSpecs } from './devnet/testTokens'
export type { DevnetReceipt } from './devnet/waitForReceipt'
export { waitForReceipt } from './devnet/waitForReceipt'
export type { WaitForRpcOptions } from './devnet/waitForRpc'
export { waitForRpc } from './devnet/waitForRpc'
export type { InjectedWallet, InjectedWalletOptions } from './injectedWallet/installInjectedWallet'
export { installInjectedWallet } from './injectedWallet/installInjectedWallet'
export { createTestWallet } from './wallet/createTestWallet'
export type { ProviderScriptConfig } from './wallet/installEip1193Provider'
export { installEip1193Provider } from './wallet/installEip1193Provider'
export type { HeldApproval, TestWallet, TestWalletOptions } from './wallet/TestWallet'
export { testWalletInfo } from './wallet/testWalletInfo'
export type { WalletResponse } from './wallet/WalletRpcError'
export {
  findRpcError,
  toWalletResponseError,
  WalletRpcError,
  walletErrors,
} from './wallet/WalletRpcError'
export type {
  ApprovalRequest,
  Approver,
  WalletChain,
  WalletEvent,
  WalletLogEntry,
  WalletRequest,
} from './wallet/walletTypes'
