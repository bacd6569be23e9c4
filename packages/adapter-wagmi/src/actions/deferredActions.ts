// The wallet actions a connection needs (connect, restore, balance, blocks, network switch,
// signing, requests): one chunk, fetched by the adapter's setup or first action, not with the
// page. Sending has its own (transactionActions).
export { connectWallet } from './connectWallet'
export { disconnectWallet } from './disconnectWallet'
export { getNativeBalance } from './getNativeBalance'
export { reconnectWallet } from './reconnectWallet'
export { requestWallet } from './requestWallet'
export { signPersonalMessage } from './signPersonalMessage'
export { switchNetwork } from './switchNetwork'
export { watchNewBlocks } from './watchNewBlocks'
