// Sending and fee estimates, and the viem code they need (transaction preparation, gas and fee
// estimates, ABI encoding): their own chunk, fetched by the first send or estimate, not with the
// actions a connection needs, so opening the modal does not fetch them.
export { estimateEvmFee } from './estimateEvmFee'
export { sendEvmTransaction } from './sendEvmTransaction'
export { transferErc20 } from './transferErc20'
