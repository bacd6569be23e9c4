/**
 * One ERC-721 or ERC-1155 token movement; a TransferBatch log gives one row per id
 * (`batch_index` 0, 1, …; 0 for single transfers). Amounts are decimal strings.
 * @example db.withTables<NftDatabase>().selectFrom('nft_transfers')
 */
export type NftTransferTable = {
  chain_id: string
  tx_hash: string
  log_index: number
  batch_index: number
  block_number: number
  contract_address: string
  token_id: string
  standard: 'erc721' | 'erc1155'
  from_address: string
  to_address: string
  amount: string
}

/**
 * A token first seen in a transfer, with the metadata URI its contract gave (null when it
 * gave none).
 * @example db.withTables<NftDatabase>().selectFrom('nft_tokens')
 */
export type NftTokenTable = {
  chain_id: string
  contract_address: string
  token_id: string
  token_uri: string | null
}

/**
 * An NFT contract first seen in a transfer, with its `name()` when it has one.
 * @example db.withTables<NftDatabase>().selectFrom('nft_collections')
 */
export type NftCollectionTable = {
  chain_id: string
  address: string
  name: string | null
  standard: 'erc721' | 'erc1155'
}

/**
 * The NFT tables as Kysely sees them (addresses lower-case); used through `db.withTables`.
 * @example
 * const nfts = db.withTables<NftDatabase>()
 */
export type NftDatabase = {
  nft_transfers: NftTransferTable
  nft_tokens: NftTokenTable
  nft_collections: NftCollectionTable
}
