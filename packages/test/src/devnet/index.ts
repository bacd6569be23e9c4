// `@portico/test/devnet`: the devnet helpers alone, without the browser harness and its
// dependencies (playwright-core), for the dev stack and services.

export type { AccountAbstractionDevnet } from './accountAbstraction'
export {
  ACCOUNT_ABSTRACTION_DEPLOYER,
  bundlerAccounts,
  defaultAccountAbstraction,
} from './accountAbstraction'
export type { UniswapV3Pool } from './addUniswapV3Pool'
export { addUniswapV3Pool, addUniswapV3Pools } from './addUniswapV3Pool'
export type { TestContracts } from './compileContracts'
export {
  committedArtifactsAreCurrent,
  committedArtifactsFile,
  compileContracts,
  writeContractArtifacts,
} from './compileContracts'
export type { ContractArtifact } from './compileSolidity'
export { compileSolidity } from './compileSolidity'
export type { PorticoAccountClientOptions } from './createPorticoAccountClient'
export { createPorticoAccountClient } from './createPorticoAccountClient'
export type { SimpleAccountClientOptions } from './createSimpleAccountClient'
export { createSimpleAccountClient } from './createSimpleAccountClient'
export { deployAccountAbstraction } from './deployAccountAbstraction'
export { deployEip7702 } from './deployEip7702'
export { deployEip7702Paymaster } from './deployEip7702Paymaster'
export { deployIdRegistry } from './deployIdRegistry'
export type { DeployedPriceFeed } from './deployPriceFeed'
export { deployPriceFeed } from './deployPriceFeed'
export type { SmartAccountDevnet } from './deploySmartAccounts'
export { compileOwnedAccount, deploySmartAccounts } from './deploySmartAccounts'
export type { DeployTestNftsOptions } from './deployTestNfts'
export { deployTestNfts, testNftUris } from './deployTestNfts'
export type { DeployTestTokensOptions } from './deployTestTokens'
export { deployTestTokens } from './deployTestTokens'
export { deployTokenPaymaster } from './deployTokenPaymaster'
export { deployUniswapV2 } from './deployUniswapV2'
export { deployUniswapV3 } from './deployUniswapV3'
export type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
export { deployVerifyingPaymaster } from './deployVerifyingPaymaster'
export { devnetChain } from './devnetChain'
export type { Eip7702Devnet } from './eip7702Devnet'
export { CREATE2_DEPLOYER, EIP7702_PAYMASTER_DEPLOYER, eip7702Devnet } from './eip7702Devnet'
export { encodeTokenConstructorArgs, toBaseUnits } from './encodeTokenConstructorArgs'
export type { FundAccountOptions } from './fundAccount'
export { fundAccount } from './fundAccount'
export { getFreePort } from './getFreePort'
export { defaultIdRegistry, ID_REGISTRY_DEPLOYER, ID_REGISTRY_SELECTORS } from './idRegistry'
export { isPortFree } from './isPortFree'
export {
  porticoSessionValidatorAbi,
  SESSION_ARGUMENT_CONDITION,
} from './porticoSessionValidatorAbi'
export { predictTestNfts } from './predictTestNfts'
export { predictTestTokens } from './predictTestTokens'
export { predictUniswapV2 } from './predictUniswapV2'
export { predictUniswapV3 } from './predictUniswapV3'
export { readTokenBalance } from './readTokenBalance'
export { fidOf, registerFid } from './registerFid'
export { resolveAnvilBinary } from './resolveAnvilBinary'
export { rpcBatch } from './rpcBatch'
export { RpcResponseError, rpcRequest } from './rpcRequest'
export { seedUniswapV3Pools } from './seedUniswapV3Pools'
export { sendFromDevAccount } from './sendFromDevAccount'
export type { DevnetTransaction } from './sendTransactions'
export { sendTransactions } from './sendTransactions'
export type { TiedProcess } from './spawnTied'
export { spawnTied } from './spawnTied'
export type { Alto, StartAltoOptions } from './startAlto'
export { resolveAltoCli, startAlto } from './startAlto'
export type { Anvil, AnvilExit, StartAnvilOptions } from './startAnvil'
export { startAnvil } from './startAnvil'
export { startEip7702Devnet } from './startEip7702Devnet'
export type { RpcFaults, SeenRequest } from './startFaultyRpcProxy'
export { startFaultyRpcProxy } from './startFaultyRpcProxy'
export { swapOnUniswapV3 } from './swapOnUniswapV3'
export { anvilAccounts, anvilMnemonic } from './testAccounts'
export type { DeployedTestNfts, TestNftCollection } from './testNfts'
export { defaultTestNfts, TEST_NFT_DEPLOYER, testNftMints } from './testNfts'
export type { DeployedTestTokens, TestToken } from './testTokens'
export { defaultTestTokens, testTokenSpecs } from './testTokens'
export { defaultTokenPaymaster, TOKEN_PAYMASTER_DEPLOYER } from './tokenPaymaster'
export type { UniswapV2Devnet } from './uniswapV2'
export { defaultUniswapV2, TEST_SWAP_GAS, UNISWAP_DEPLOYER, UNISWAP_POOLS } from './uniswapV2'
export { uniswapV2AmountOut } from './uniswapV2AmountOut'
export { uniswapV2RouterAbi } from './uniswapV2RouterAbi'
export type { UniswapV3Devnet } from './uniswapV3'
export { defaultUniswapV3, UNISWAP_V3_DEPLOYER, UNISWAP_V3_POOLS } from './uniswapV3'
export { uniswapV3AmountOut } from './uniswapV3AmountOut'
export {
  defaultVerifyingPaymaster,
  devPaymasterSigner,
  PAYMASTER_DEPLOYER,
} from './verifyingPaymaster'
export type { DevnetReceipt } from './waitForReceipt'
export { waitForReceipt } from './waitForReceipt'
export type { WaitForRpcOptions } from './waitForRpc'
export { waitForRpc } from './waitForRpc'
