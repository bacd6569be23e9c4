import { ACCOUNT_ACTIVITY_KEY } from '../db/accountActivityOrderMigration'
import type {
  AccountActivityTable,
  ApprovalTable,
  BlockTable,
  TokenTable,
  TransactionTable,
  TransferTable,
  UserOperationTable,
} from '../db/Database'
import { defineBulkInsert } from '../db/defineBulkInsert'
import { USER_OPERATION_COLUMNS } from '../db/userOperationsMigration'
import type { NftCollectionTable, NftTokenTable, NftTransferTable } from '../nfts/NftDatabase'

// The rows read from one event log: stored once per chain, transaction and log index.
const logColumns = {
  chain_id: 'text',
  tx_hash: 'text',
  log_index: 'integer',
  block_number: 'bigint',
} as const
const LOG_KEY = ['chain_id', 'tx_hash', 'log_index'] as const

/**
 * How the indexer writes each of its tables: rows already stored are kept (a re-run range
 * inserts nothing twice), except a block's hash, which the newest fetch replaces.
 * @example
 * await bulkInsert(trx, indexedTables.transactions, rows.transactions)
 */
export const indexedTables = {
  transactions: defineBulkInsert<TransactionTable>({
    table: 'transactions',
    columns: {
      chain_id: 'text',
      hash: 'text',
      block_number: 'bigint',
      tx_index: 'integer',
      timestamp: 'bigint',
      from_address: 'text',
      to_address: 'text',
      nonce: 'bigint',
      status: 'text',
    },
    key: ['chain_id', 'hash'],
  }),
  transfers: defineBulkInsert<TransferTable>({
    table: 'transfers',
    columns: {
      ...logColumns,
      token_address: 'text',
      from_address: 'text',
      to_address: 'text',
      value: 'text',
    },
    key: LOG_KEY,
  }),
  approvals: defineBulkInsert<ApprovalTable>({
    table: 'approvals',
    columns: {
      ...logColumns,
      token_address: 'text',
      owner: 'text',
      spender: 'text',
      value: 'text',
    },
    key: LOG_KEY,
  }),
  userOperations: defineBulkInsert<UserOperationTable>({
    table: 'user_operations',
    columns: {
      ...logColumns,
      ...USER_OPERATION_COLUMNS,
    },
    key: LOG_KEY,
  }),
  activity: defineBulkInsert<AccountActivityTable>({
    table: 'account_activity',
    columns: {
      account: 'text',
      chain_id: 'text',
      tx_hash: 'text',
      block_number: 'bigint',
      tx_index: 'integer',
      timestamp: 'bigint',
    },
    key: ACCOUNT_ACTIVITY_KEY,
  }),
  tokens: defineBulkInsert<TokenTable>({
    table: 'tokens',
    columns: {
      chain_id: 'text',
      address: 'text',
      name: 'text',
      symbol: 'text',
      decimals: 'integer',
    },
    key: ['chain_id', 'address'],
  }),
  nftTransfers: defineBulkInsert<NftTransferTable>({
    table: 'nft_transfers',
    columns: {
      chain_id: 'text',
      tx_hash: 'text',
      log_index: 'integer',
      batch_index: 'integer',
      block_number: 'bigint',
      contract_address: 'text',
      token_id: 'text',
      standard: 'text',
      from_address: 'text',
      to_address: 'text',
      amount: 'text',
    },
    key: ['chain_id', 'tx_hash', 'log_index', 'batch_index'],
  }),
  nftTokens: defineBulkInsert<NftTokenTable>({
    table: 'nft_tokens',
    columns: { chain_id: 'text', contract_address: 'text', token_id: 'text', token_uri: 'text' },
    key: ['chain_id', 'contract_address', 'token_id'],
  }),
  nftCollections: defineBulkInsert<NftCollectionTable>({
    table: 'nft_collections',
    columns: { chain_id: 'text', address: 'text', name: 'text', standard: 'text' },
    key: ['chain_id', 'address'],
  }),
  blocks: defineBulkInsert<BlockTable>({
    table: 'blocks',
    columns: { chain_id: 'text', number: 'bigint', hash: 'text' },
    key: ['chain_id', 'number'],
    update: ['hash'],
  }),
} as const
