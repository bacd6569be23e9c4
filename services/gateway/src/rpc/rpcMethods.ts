/**
 * The chain methods `POST /v1` forwards: what the kit and wallets read, plus broadcasting an
 * already-signed transaction. Everything else (signing with the node's keys, `personal_*`,
 * `debug_*`, `admin_*`, `miner_*`, the devnets' `anvil_*` / `evm_*` / `hardhat_*`) is refused
 * before it reaches the node. Adding a method here is the one way to serve it.
 * @example RPC_METHODS.has('eth_getBalance') // true
 */
export const RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
])
