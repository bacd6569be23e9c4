// `@portico/test/devnet`: the devnet helpers alone, without the browser harness and its
// dependencies (playwright-core), for the dev stack and services.
export type { TestContracts } from './compileContracts'
export {
  committedArtifactsAreCurrent,
  committedArtifactsFile,
  compileContracts,
  writeContractArtifacts,
} from './compileContracts'
export type { ContractArtifact } from './compileSolidity'
export { compileSolidity } from './compileSolidity'
export type { SmartAccountDevnet } from './deploySmartAccounts'
export { compileOwnedAccount, deploySmartAccounts } from './deploySmartAccounts'
export type { DeployTestTokensOptions } from './deployTestTokens'
export { deployTestTokens } from './deployTestTokens'
export { devnetChain } from './devnetChain'
export { encodeTokenConstructorArgs, toBaseUnits } from './encodeTokenConstructorArgs'
export type { FundAccountOptions } from './fundAccount'
export { fundAccount } from './fundAccount'
export { getFreePort } from './getFreePort'
export { isPortFree } from './isPortFree'
export { predictTestTokens } from './predictTestTokens'
export { resolveAnvilBinary } from './resolveAnvilBinary'
export { RpcResponseError, rpcRequest } from './rpcRequest'
export type { TiedProcess } from './spawnTied'
export { spawnTied } from './spawnTied'
export type { Anvil, AnvilExit, StartAnvilOptions } from './startAnvil'
export { startAnvil } from './startAnvil'
export { anvilAccounts, anvilMnemonic } from './testAccounts'
export type { DeployedTestTokens, TestToken } from './testTokens'
export { defaultTestTokens, testTokenSpecs } from './testTokens'
export type { DevnetReceipt } from './waitForReceipt'
export { waitForReceipt } from './waitForReceipt'
export type { WaitForRpcOptions } from './waitForRpc'
export { waitForRpc } from './waitForRpc'
