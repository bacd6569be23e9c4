// Actions a page needs only after the visitor acts (connect, switch, disconnect, sign in), and
// start-up (which runs after the first render), fetched with the started client's parts
// (startedParts) on first use. Signing, sending and the wallet side of requests come after
// them, in their own chunk (transactionActions). What callers
// observe at once stays in the first load: connect setting 'connecting', a request registering
// itself, opening and closing the modal. The error classes of these paths load with them.

export { watchProfile } from '../names/watchProfile'
export { authenticate } from './authenticate'
export { cancelAuthentication } from './cancelAuthentication'
export { completeConnect } from './completeConnect'
export { disconnect } from './disconnect'
export { initialize } from './initialize'
export { loadEmbeddedWallet } from './loadEmbeddedWallet'
export { loadNamesClient } from './loadNamesClient'
export { loadOnrampClient } from './loadOnrampClient'
export { loadSwapClient } from './loadSwapClient'
export { refreshBalance } from './refreshBalance'
export { rejectConnect } from './rejectConnect'
export { switchNetwork } from './switchNetwork'
export { watchBalances } from './watchBalances'
