import { decodeBase58, encodeBase58 } from '@portico/common'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { solanaTestLookupTable } from '@portico/test/solana/solanaTestLookupTable'
import { solanaTestOffchainMessage } from '@portico/test/solana/solanaTestOffchainMessage'
import {
  type SolanaTestInstruction,
  solanaTestTransaction,
} from '@portico/test/solana/solanaTestTransaction'
import { solanaTestTransfer } from '@portico/test/solana/solanaTestTransfer'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { verifySolanaSignature } from '@portico/test/solana/verifySolanaSignature'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import {
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../src/testing/createTestService'
import { fromBase64, toBase64 } from './base64'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'

let mail: MailCatcher
let solana: TestSolanaChain
let service: TestService
let frame: ReturnType<typeof createNodeFrame>
let cluster = ''
let solanaAddress = ''
const seen = new Set<string>()
const email = 'solana@example.com'
const MESSAGE = 'Hello from Portico on Solana'

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const solTransfer = (from: string, to: string, amount: bigint): SolanaTestInstruction => ({
  program: '11111111111111111111111111111111',
  accounts: [
    { address: from, signer: true, writable: true },
    { address: to, writable: true },
  ],
  data: new Uint8Array([2, 0, 0, 0, ...u64(amount)]),
})
const tokenAccountOf = async (owner: string) => {
  const { value } = (await rpc('getTokenAccountsByOwner', [
    owner,
    { mint: solana.mint },
    { encoding: 'base64' },
  ])) as { value: { pubkey: string }[] }
  return value[0]?.pubkey ?? ''
}
const lamports = async (owner: string) =>
  BigInt(String(((await rpc('getBalance', [owner])) as { value: number }).value))

const request = (method: string, params: unknown, chainId: string | number = cluster) =>
  frame.request('RPC_REQUEST', { method, params, chainId })

beforeAll(async () => {
  ;[mail, solana] = await Promise.all([startTestMailCatcher(), startSolanaRpc()])
  cluster = `solana:${solana.genesisHash.slice(0, 32)}`
  service = await createTestService({
    mail,
    clock: { now: () => Date.now() },
    config: {
      // Not a custody test: the operator keeps recovery and the visitor accepts its notice.
      custody: 'operator',
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
      solanaChains: [{ caipNetworkId: cluster, name: 'Local Solana', rpcUrl: solana.url }],
    },
  })
  frame = createNodeFrame(service)
  await frame.request('CONNECT_EMAIL', { email })
  await frame.request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, seen)) })
})
afterAll(async () => {
  await service?.close()
  await Promise.all([mail?.stop(), solana?.close()])
})

describe('the embedded wallet on Solana (real service, mail and Solana chain)', () => {
  it('reports the Solana address on a Solana cluster, the same each time, beside the EVM one', async () => {
    const user = (await frame.request('GET_USER', { chainId: cluster })) as Record<string, unknown>
    solanaAddress = String(user.address)
    expect(decodeBase58(solanaAddress)).toHaveLength(32)
    expect(user).toMatchObject({
      email,
      chainId: cluster,
      accounts: [{ address: solanaAddress, type: 'eoa' }],
      preferredAccountType: 'eoa',
      authProvider: 'email',
    })
    // A fresh frame on the same device (a page reload) derives the same address.
    const reloaded = createNodeFrame(service, frame.storage)
    expect(await reloaded.request('GET_USER', { chainId: cluster })).toMatchObject({
      address: solanaAddress,
    })
    // The EVM user is unchanged by it, and the frame's EVM chain stays.
    const evm = (await frame.request('GET_USER', {})) as Record<string, unknown>
    expect(evm).toMatchObject({ chainId: 31337 })
    expect(String(evm.address)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(
      frame.request('GET_USER', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' }),
    ).rejects.toThrow('Chain is not supported')
  })

  it('signs a message after approval; the signature verifies with the Solana address', async () => {
    const message = new TextEncoder().encode(MESSAGE)
    const answer = (await request('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: solanaAddress,
    })) as { signature: string }
    expect(frame.asked.at(-1)).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Network', value: 'Local Solana' }],
      text: MESSAGE,
    })
    const signature = decodeBase58(answer.signature) ?? new Uint8Array()
    expect(await verifySolanaSignature(solanaAddress, message, signature)).toBe(true)
  })

  it('signs nothing the visitor declines', async () => {
    const asked = frame.asked.length
    frame.nextDecision(false)
    await expect(
      request('solana_signMessage', { message: encodeBase58(new TextEncoder().encode('no')) }),
    ).rejects.toThrow('User rejected the request.')
    expect(frame.asked).toHaveLength(asked + 1)
    const to = (await solanaTestSigner(6)).address
    frame.nextDecision(false)
    await expect(
      request('solana_signAndSendTransaction', {
        transaction: await solanaTestTransfer(solana.url, {
          from: solanaAddress,
          to,
          lamports: 1n,
        }),
      }),
    ).rejects.toThrow('User rejected the request.')
  })

  it('refuses malformed requests with a clear sentence, before asking the visitor', async () => {
    const asked = frame.asked.length
    await expect(request('solana_signMessage', { message: '0OIl' })).rejects.toThrow(
      'Invalid message',
    )
    await expect(request('solana_signMessage', {})).rejects.toThrow('Invalid message')
    await expect(
      request('solana_signMessage', {
        message: encodeBase58(new Uint8Array([1])),
        pubkey: (await solanaTestSigner(1)).address,
      }),
    ).rejects.toThrow('The address is not the connected account')
    await expect(request('solana_signTransaction', { transaction: 'not base64!' })).rejects.toThrow(
      'Invalid transaction',
    )
    await expect(request('solana_signTransaction', { transaction: 'AQID' })).rejects.toThrow(
      'Invalid transaction',
    )
    // Larger than a packet: no cluster takes it, so the frame reads nothing for it.
    const oversized = fromBase64(
      await solanaTestTransfer(solana.url, {
        from: solanaAddress,
        to: solanaAddress,
        lamports: 1n,
      }),
      'x',
    )
    await expect(
      request('solana_signTransaction', {
        transaction: toBase64(new Uint8Array([...oversized, ...new Uint8Array(1232)])),
      }),
    ).rejects.toThrow('Invalid transaction')
    await expect(request('solana_signAllTransactions', { transactions: [] })).rejects.toThrow(
      'Invalid transactions',
    )
    // A transaction paid and signed by somebody else: not this visitor's to sign.
    const other = await solanaTestSigner(2)
    const foreign = await solanaTestTransfer(solana.url, {
      from: other.address,
      to: other.address,
      lamports: 1n,
    })
    await expect(request('solana_signTransaction', { transaction: foreign })).rejects.toThrow(
      'The transaction does not need the connected account',
    )
    // Solana methods need a configured Solana cluster.
    await expect(
      request('solana_signMessage', { message: encodeBase58(new Uint8Array([1])) }, 31337),
    ).rejects.toThrow('Chain is not supported')
    await expect(request('solana_signIn', {})).rejects.toThrow('Requested RPC call is not allowed')
    expect(frame.asked).toHaveLength(asked)
  })

  it('signs transactions the chain accepts, describing the transfer and the fee payer', async () => {
    await rpc('requestAirdrop', [solanaAddress, 2_000_000_000])
    const to = (await solanaTestSigner(7)).address
    const before = await lamports(to)
    const transaction = await solanaTestTransfer(solana.url, {
      from: solanaAddress,
      to,
      lamports: 250_000_000n,
    })
    const signed = (await request('solana_signTransaction', { transaction })) as {
      signature: string
      transaction: string
    }
    expect(frame.asked.at(-1)).toEqual({
      title: 'Approve transaction',
      rows: [
        { label: 'Network', value: 'Local Solana' },
        { label: 'Network fee', value: '0.000005 SOL' },
        { label: 'Fee payer', value: solanaAddress },
      ],
      text: `Send 0.25 SOL to ${to}`,
    })
    const payerBefore = await lamports(solanaAddress)
    const decoded = decodeSolanaTransaction(fromBase64(signed.transaction, 'x'))
    expect(encodeBase58(decoded.signatures[0] ?? new Uint8Array())).toBe(signed.signature)
    expect(await rpc('sendTransaction', [signed.transaction, { encoding: 'base64' }])).toBe(
      signed.signature,
    )
    await expect.poll(() => lamports(to)).toBe(before + 250_000_000n)
    // The fee shown is the fee the cluster charged.
    expect(payerBefore - (await lamports(solanaAddress))).toBe(250_000_000n + 5_000n)

    // All at once: one approval for both, each signed.
    const two = await Promise.all(
      [1n, 2n].map((n) => solanaTestTransfer(solana.url, { from: solanaAddress, to, lamports: n })),
    )
    const all = (await request('solana_signAllTransactions', { transactions: two })) as {
      transactions: string[]
    }
    expect(frame.asked.at(-1)?.title).toBe('Approve transactions')
    expect(frame.asked.at(-1)?.text).toBe(
      `Transaction 1\n  Send 0.000000001 SOL to ${to}\nTransaction 2\n  Send 0.000000002 SOL to ${to}`,
    )
    expect(all.transactions).toHaveLength(2)
    for (const tx of all.transactions) {
      const d = decodeSolanaTransaction(fromBase64(tx, 'x'))
      expect(
        await verifySolanaSignature(solanaAddress, d.message, d.signatures[0] ?? new Uint8Array()),
      ).toBe(true)
    }
  })

  it('co-signs where another account pays the fee: its own slot only', async () => {
    const payer = await solanaTestSigner(3)
    const transaction = await solanaTestTransfer(solana.url, {
      from: solanaAddress,
      to: payer.address,
      lamports: 5n,
      feePayer: payer.address,
    })
    const signed = (await request('solana_signTransaction', { transaction })) as {
      transaction: string
    }
    const d = decodeSolanaTransaction(fromBase64(signed.transaction, 'x'))
    expect(d.signers).toEqual([payer.address, solanaAddress])
    expect(d.signatures[0]).toEqual(new Uint8Array(64))
    expect(
      await verifySolanaSignature(solanaAddress, d.message, d.signatures[1] ?? new Uint8Array()),
    ).toBe(true)
  })

  it('signs and sends through the service to the cluster', async () => {
    const to = (await solanaTestSigner(8)).address
    const before = await lamports(to)
    const { signature } = (await request('solana_signAndSendTransaction', {
      transaction: await solanaTestTransfer(solana.url, {
        from: solanaAddress,
        to,
        lamports: 100_000_000n,
      }),
    })) as { signature: string }
    expect(decodeBase58(signature)).toHaveLength(64)
    await expect.poll(() => lamports(to)).toBe(before + 100_000_000n)
  })
})

describe('Solana signatures that cannot be something else, approvals that say what moves value', () => {
  const network = () => ({ label: 'Network', value: 'Local Solana' })

  it("refuses a SOL transfer's message bytes, or the whole transaction, as a message, before asking", async () => {
    await rpc('requestAirdrop', [solanaAddress, 1_000_000_000])
    const thief = (await solanaTestSigner(9)).address
    const wire = fromBase64(
      await solanaTestTransfer(solana.url, {
        from: solanaAddress,
        to: thief,
        lamports: 500_000_000n,
      }),
      'x',
    )
    const { message } = decodeSolanaTransaction(wire)
    const asked = frame.asked.length
    for (const bytes of [message, wire]) {
      await expect(
        request('solana_signMessage', { message: encodeBase58(bytes), pubkey: solanaAddress }),
      ).rejects.toThrow('This message is a Solana transaction: it cannot be signed as a message')
    }
    // Binary bytes that are neither text nor an off-chain message are not signed either.
    await expect(
      request('solana_signMessage', { message: encodeBase58(new Uint8Array([0, 1, 0xff, 7])) }),
    ).rejects.toThrow(
      'The message is not text: binary messages must use the Solana off-chain message format',
    )
    expect(frame.asked).toHaveLength(asked)
  })

  it('signs an off-chain message as is, shown with its domain, format and text', async () => {
    const applicationDomain = (await solanaTestSigner(5)).address
    const bytes = solanaTestOffchainMessage({
      version: 0,
      applicationDomain,
      format: 0,
      signers: [solanaAddress],
      text: 'Log in to Portico',
    })
    const answer = (await request('solana_signMessage', {
      message: encodeBase58(bytes),
      pubkey: solanaAddress,
    })) as { signature: string }
    expect(frame.asked.at(-1)).toEqual({
      title: 'Sign message',
      rows: [
        network(),
        { label: 'Application domain', value: applicationDomain },
        { label: 'Format', value: 'Off-chain message, ASCII' },
      ],
      text: 'Log in to Portico',
    })
    const signature = decodeBase58(answer.signature) ?? new Uint8Array()
    expect(await verifySolanaSignature(solanaAddress, bytes, signature)).toBe(true)
    // Exactly those bytes: not the text alone.
    expect(
      await verifySolanaSignature(
        solanaAddress,
        new TextEncoder().encode('Log in to Portico'),
        signature,
      ),
    ).toBe(false)
  })

  it('says who may spend which token, and who gets an authority', async () => {
    const holder = (await solanaTestSigner(1)).address
    const source = await tokenAccountOf(holder)
    const delegate = (await solanaTestSigner(9)).address
    const approve = await solanaTestTransaction(solana.url, {
      feePayer: solanaAddress,
      instructions: [
        {
          program: TOKEN_PROGRAM,
          accounts: [
            { address: source, writable: true },
            { address: delegate },
            { address: holder, signer: true },
          ],
          data: new Uint8Array([4, ...u64(1_500_000n)]),
        },
      ],
    })
    frame.nextDecision(false)
    await expect(request('solana_signTransaction', { transaction: approve })).rejects.toThrow(
      'User rejected the request.',
    )
    expect(frame.asked.at(-1)).toEqual({
      title: 'Approve transaction',
      rows: [
        network(),
        // Two signatures: the fee payer's and the holder's.
        { label: 'Network fee', value: '0.00001 SOL' },
        { label: 'Fee payer', value: solanaAddress },
      ],
      text: `Allow ${delegate} to spend 1.5 of token ${solana.mint} from token account ${source}`,
      warnings: [
        `This gives ${delegate} control of 1.5 of token ${solana.mint} in token account ${source}: it can move them without asking you again.`,
      ],
    })
    const setOwner = await solanaTestTransaction(solana.url, {
      feePayer: solanaAddress,
      instructions: [
        {
          program: TOKEN_PROGRAM,
          accounts: [
            { address: source, writable: true },
            { address: holder, signer: true },
          ],
          data: new Uint8Array([6, 2, 1, ...(decodeBase58(delegate) ?? [])]),
        },
      ],
    })
    frame.nextDecision(false)
    await expect(request('solana_signTransaction', { transaction: setOwner })).rejects.toThrow(
      'User rejected the request.',
    )
    expect(frame.asked.at(-1)).toMatchObject({
      text: `Make ${delegate} the owner of token account ${source}`,
      warnings: [
        `This gives ${delegate} control of token account ${source} and all its tokens: it becomes its owner.`,
      ],
    })
  })

  it('shows the real accounts of a v0 transaction that takes them from a lookup table', async () => {
    await rpc('requestAirdrop', [solanaAddress, 1_000_000_000])
    const to = (await solanaTestSigner(8)).address
    const table = await solanaTestLookupTable(solana.url, await solanaTestSigner(4), [to])
    const transaction = await solanaTestTransaction(solana.url, {
      feePayer: solanaAddress,
      instructions: [solTransfer(solanaAddress, to, 100_000_000n)],
      lookupTables: { [table]: [to] },
    })
    const before = await lamports(to)
    await request('solana_signAndSendTransaction', { transaction })
    expect(frame.asked.at(-1)?.text).toBe(`Send 0.1 SOL to ${to}`)
    // The receiver really came from the table, not from the transaction.
    const decoded = decodeSolanaTransaction(fromBase64(transaction, 'x'))
    expect(decoded.lookups).toEqual([{ table, writable: [0], readonly: [] }])
    expect(decoded.staticKeys).not.toContain(to)
    await expect.poll(() => lamports(to)).toBe(before + 100_000_000n)
  })

  it('refuses a lookup table it cannot read rather than show a guess', async () => {
    const to = (await solanaTestSigner(8)).address
    const missing = (await solanaTestSigner(7)).address // a wallet, not a lookup table
    const asked = frame.asked.length
    const transaction = await solanaTestTransaction(solana.url, {
      feePayer: solanaAddress,
      instructions: [solTransfer(solanaAddress, to, 1n)],
      lookupTables: { [missing]: [to] },
    })
    await expect(request('solana_signTransaction', { transaction })).rejects.toThrow(
      `The address lookup table ${missing} could not be read: the transaction cannot be shown`,
    )
    expect(frame.asked).toHaveLength(asked)
  })
})
