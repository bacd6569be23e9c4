// The remote-data rules behind `portico.api`, and the catalogue client they call first: part of
// the started client's parts (startedParts), fetched with the first call or the start, so the
// page's first load carries only their thin, typed front (createPorticoApi). The blockchain
// client (with its balance, history and NFT schemas) and the rules that call it (accountRules)
// stay apart: nothing needs them before a connection.
export { createCatalogueRequests } from '../api/createCatalogueRequests'
export { createApiCalls } from './createApiCalls'
