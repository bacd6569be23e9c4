// The actions of the page's client that need code only after the visitor acts, fetched with the
// started client's parts (startedParts) on first use: completing or refusing a connection, and
// the swap, names, onramp and pay clients. The methods that need a started client are built there
// too (createStartedCalls); signing, sending and the wallet side of requests come after them, in
// their own chunk (transactionActions). What callers observe at once stays in the first load:
// connect setting 'connecting', a request registering itself, opening and closing the modal. The
// error classes of these paths load with them.

export { completeConnect } from './completeConnect'
export { loadNamesClient } from './loadNamesClient'
export { loadOnrampClient } from './loadOnrampClient'
export { loadPayClient } from './loadPayClient'
export { loadSwapClient } from './loadSwapClient'
export { rejectConnect } from './rejectConnect'
