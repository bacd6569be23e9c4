import {
  type Address,
  address,
  airdropFactory,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  lamports,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  sendAndConfirmTransactionFactory,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  solanaTestAccountKey,
  solanaTestLamports,
  solanaTestToken,
} from './seed/solanaTestAccounts'
import { type SolanaRpcServer, startSolanaRpcServer } from './startSolanaRpcServer'
import { signTestTransaction } from './testing/signTestTransaction'
import { splTransfer } from './testing/splTransfer'
import { transactionMessage } from './testing/transactionMessage'

let server: SolanaRpcServer
// `devnet()` marks the URLs as a test cluster's, where requestAirdrop exists.
const connect = (solana: SolanaRpcServer) => ({
  rpc: createSolanaRpc(devnet(solana.url)),
  rpcSubscriptions: createSolanaRpcSubscriptions(devnet(solana.wsUrl)),
})
let rpc: ReturnType<typeof connect>['rpc']
let rpcSubscriptions: ReturnType<typeof connect>['rpcSubscriptions']
let payer: TransactionSigner

beforeAll(async () => {
  server = await startSolanaRpcServer({ port: 0, wsPort: 0 })
  ;({ rpc, rpcSubscriptions } = connect(server))
  payer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(0))
})
afterAll(async () => {
  await server?.close()
})

const signed = (signer: TransactionSigner, instructions: Instruction[]) =>
  signTestTransaction(rpc, signer, instructions)

async function rawRpc(body: string) {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return (await response.json()) as {
    id: unknown
    result?: unknown
    error?: { code: number; message: string }
  }
}

describe('the local Solana chain through @solana/kit', () => {
  it('starts with the test accounts holding SOL and the test token', async () => {
    const { value: balance } = await rpc.getBalance(payer.address).send()
    expect(balance).toBe(solanaTestLamports)
    const { value: accounts } = await rpc
      .getTokenAccountsByOwner(
        payer.address,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(accounts).toHaveLength(1)
    const info = accounts[0]?.account.data.parsed.info
    expect(info?.owner).toBe(payer.address)
    expect(info?.tokenAmount).toMatchObject({
      amount: '1000000000000',
      decimals: solanaTestToken.decimals,
      uiAmountString: '1000000',
    })
  })

  it('airdrops SOL to a fresh address, confirmed over the WebSocket', async () => {
    const receiver = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: receiver.address,
      lamports: lamports(2_000_000_000n),
      commitment: 'confirmed',
    })
    const { value } = await rpc.getBalance(receiver.address).send()
    expect(value).toBe(2_000_000_000n)
  })

  it('transfers SOL, charging the fee getFeeForMessage quotes', async () => {
    const receiver = await generateKeyPairSigner()
    const before = (await rpc.getBalance(payer.address).send()).value
    const transaction = await signed(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: receiver.address,
        amount: 1_234_567_890n,
      }),
    ])
    const { value: fee } = await rpc
      .getFeeForMessage(Buffer.from(transaction.messageBytes).toString('base64') as never)
      .send()
    expect(fee).toBe(5000n)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as never, {
      commitment: 'confirmed',
    })
    const { value: statuses } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(1_234_567_890n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 1_234_567_890n - 5000n)
  })

  it("transfers the SPL token, creating the receiver's associated token account", async () => {
    const receiver = (await generateKeyPairSigner()).address
    const mint = server.chain.seeded.mint
    const { source, destination, instructions } = await splTransfer({
      payer,
      owner: receiver,
      mint,
      amount: 2_500_000n,
    })
    expect((await rpc.getAccountInfo(destination).send()).value).toBeNull()
    const transaction = await signed(payer, instructions)
    // accountSubscribe tells about the new account as the block lands.
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .accountNotifications(destination, { encoding: 'jsonParsed' })
      .subscribe({ abortSignal: abort.signal })
    // Notifications queue only once the iterator polls: poll before sending.
    const firstNotification = notifications[Symbol.asyncIterator]().next()
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction as never, {
      commitment: 'confirmed',
    })
    const notification = await firstNotification
    expect(notification.done).toBe(false)
    expect(notification.value?.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    abort.abort()
    const { value } = await rpc
      .getTokenAccountsByOwner(receiver, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(value.map((item) => item.pubkey)).toEqual([destination])
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')
    const balance = await rpc.getTokenAccountBalance(source).send()
    expect(balance.value.amount).toBe((solanaTestToken.amountPerAccount - 2_500_000n).toString())
  })

  it('rejects a transaction that fails in preflight, with the simulation in the error', async () => {
    const poor = await generateKeyPairSigner()
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: poor.address,
      lamports: lamports(1_000_000_000n),
      commitment: 'confirmed',
    })
    const transaction = await signed(poor, [
      getTransferSolInstruction({
        source: poor,
        destination: payer.address,
        amount: 5_000_000_000n,
      }),
    ])
    const simulated = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(simulated.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(simulated.value.logs?.length).toBeGreaterThan(0)
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    // The system program's custom error 1: the source lacks the lamports.
    const cause = (error as Error).cause
    expect(isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true)
    expect((cause as { context: { code: number } }).context.code).toBe(1)
    expect((await rpc.getBalance(poor.address).send()).value).toBe(1_000_000_000n)
  })

  it('refuses an unsigned transaction with a signature verification failure', async () => {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const unsigned = compileTransaction(
      transactionMessage(payer, blockhash, [
        getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n }),
      ]),
    )
    const response = await rawRpc(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'sendTransaction',
        params: [getBase64EncodedWireTransaction(unsigned), { encoding: 'base64' }],
      }),
    )
    expect(response).toMatchObject({ id: 9, error: { code: -32003 } })
  })

  it('answers the cluster methods wallets call', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    expect(
      (await rpc.isBlockhashValid(address('11111111111111111111111111111111') as never).send())
        .value,
    ).toBe(false)
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    expect(latest.lastValidBlockHeight).toBe(slot + 150n)
    expect((await rpc.getEpochInfo().send()).absoluteSlot).toBe(slot)
    expect(await rpc.getHealth().send()).toBe('ok')
    // Named after its cluster: the same on every start, so its CAIP-2 id can be configured.
    expect(await rpc.getGenesisHash().send()).toBe('13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf44FeBe9PGcZJ')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+/)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    const { value: accounts } = await rpc
      .getMultipleAccounts([payer.address, (await generateKeyPairSigner()).address as Address])
      .send()
    expect(accounts[0]?.lamports).toBeGreaterThan(0n)
    expect(accounts[1]).toBeNull()
  })
})

describe('malformed requests', () => {
  it('answer with JSON-RPC errors', async () => {
    expect((await rawRpc('{not json')).error?.code).toBe(-32700)
    expect((await rawRpc('{"jsonrpc":"2.0","id":1}')).error?.code).toBe(-32600)
    expect((await rawRpc('{"jsonrpc":"2.0","id":2,"method":"getNothing"}')).error?.code).toBe(
      -32601,
    )
    const badAddress = await rawRpc(
      '{"jsonrpc":"2.0","id":3,"method":"getBalance","params":["0xabc"]}',
    )
    expect(badAddress).toMatchObject({ id: 3, error: { code: -32602 } })
    expect(badAddress.error?.message).toMatch(/base58/)
    const badTransaction = await rawRpc(
      '{"jsonrpc":"2.0","id":4,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}',
    )
    expect(badTransaction).toMatchObject({ id: 4, error: { code: -32602 } })
    const tooMany = await rawRpc('{"jsonrpc":"2.0","id":5,"method":"getSlot","params":[{},1]}')
    expect(tooMany.error?.code).toBe(-32602)
  })

  it('answer a batch item by item', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"jsonrpc":"2.0","id":1,"method":"getHealth"},{"jsonrpc":"2.0","id":2,"method":"nope"}]',
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ])
  })
})
