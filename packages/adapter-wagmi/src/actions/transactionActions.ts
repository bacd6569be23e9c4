// Sending, token transfers and fee estimates: their own chunk, fetched by the first of them (the
// send form asks for a fee as it opens), not with the actions a connection needs, so opening the
// modal does not fetch or evaluate them (the ERC-20 ABIs, the node's answer schema). Imported
// from createWalletActions only, so what they share with the adapter's parts stays there.
export { estimateEvmFee } from './estimateEvmFee'
export { sendEvmTransaction } from './sendEvmTransaction'
export { transferErc20 } from './transferErc20'
