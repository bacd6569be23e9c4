// The connected account's remote data behind `portico.api`: token balances and history pages.
// Their own chunk, fetched with the first of them once an account is connected: a visitor who
// opens the modal to connect fetches only the catalogue's rules (apiRules).
export { fetchTokenBalances } from './fetchTokenBalances'
export { loadHistoryPage } from './loadHistoryPage'
