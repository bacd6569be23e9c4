export type { ContractArtifact, TestContracts } from './devnet/compileContracts'
export { compileContracts } from './devnet/compileContracts'
export type {
  DeployedTestTokens,
  DeployTestTokensOptions,
  TestToken,
} from './devnet/deployTestTokens'
export { deployTestTokens, predictTestTokens } from './devnet/deployTestTokens'
export { devnetChain } from './devnet/devnetChain'
export type { FundAccountOptions } from './devnet/fundAccount'
export { fundAccount } from './devnet/fundAccount'
export { getFreePort } from './devnet/getFreePort'
export { isPortFree } from './devnet/isPortFree'
export { resolveAnvilBinary } from './devnet/resolveAnvilBinary'
export { RpcResponseError, rpcRequest } from './devnet/rpcRequest'
export type { Anvil, AnvilExit, StartAnvilOptions } from './devnet/startAnvil'
export { startAnvil } from './devnet/startAnvil'
export { anvilAccounts, anvilMnemonic } from './devnet/testAccounts'
export type { WaitForRpcOptions } from './devnet/waitForRpc'
export { waitForRpc } from './devnet/waitForRpc'
