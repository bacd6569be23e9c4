import {
  type Anvil,
  anvilAccounts,
  defaultTestNfts,
  deployTestNfts,
  rpcRequest,
  startAnvil,
} from '@portico/test/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { createTestIndexer } from '../testing/createTestIndexer'
import type { NftDatabase } from './NftDatabase'

const abi = parseAbi(['function safeTransferFrom(address from, address to, uint256 id)'])
const [alice, bob] = anvilAccounts.map((a) => a.address) as Address[]

let anvil: Anvil
let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: 'http://127.0.0.1:9' })
  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
  })
}, 60_000)

afterAll(async () => {
  await gateway?.close()
  await anvil?.stop()
})

describe('NFT transfers across a reorg', () => {
  it('drops the transfers of abandoned blocks and keeps the rest, token URIs included', async () => {
    const indexer = createTestIndexer({
      db: gateway.db,
      chains: gateway.config.chains,
      batchSize: 50,
    })
    const nfts = gateway.db.withTables<NftDatabase>()
    const ownersOf2 = async () =>
      (
        await nfts
          .selectFrom('nft_transfers')
          .select('to_address')
          .where('contract_address', '=', defaultTestNfts.erc721.address.toLowerCase())
          .where('token_id', '=', '2')
          .orderBy('block_number')
          .execute()
      ).map((r) => r.to_address)
    await indexer.sync()
    expect(await ownersOf2()).toEqual([alice?.toLowerCase()])
    expect(
      await nfts
        .selectFrom('nft_tokens')
        .select('token_uri')
        .where('token_id', '=', '2')
        .where('contract_address', '=', defaultTestNfts.erc721.address.toLowerCase())
        .executeTakeFirst(),
    ).toEqual({ token_uri: 'http://127.0.0.1:9/public/nft/pals/2.json' })

    const snapshot = await rpcRequest(anvil.rpcUrl, 'evm_snapshot', [])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ account: alice as Address, transport: http(anvil.rpcUrl) })
    const send = async () =>
      client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: defaultTestNfts.erc721.address,
          abi,
          functionName: 'safeTransferFrom',
          args: [alice as Address, bob as Address, 2n],
          chain: null,
        }),
      })
    await send()
    await indexer.sync()
    expect(await ownersOf2()).toEqual([alice?.toLowerCase(), bob?.toLowerCase()])

    // The transfer's block is replaced by an empty one and another.
    await rpcRequest(anvil.rpcUrl, 'evm_revert', [snapshot])
    await rpcRequest(anvil.rpcUrl, 'anvil_mine', ['0x2'])
    await indexer.sync()
    expect(await ownersOf2()).toEqual([alice?.toLowerCase()])
  }, 30_000)
})
