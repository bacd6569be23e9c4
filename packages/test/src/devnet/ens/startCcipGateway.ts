import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  keccak256,
  namehash,
  numberToHex,
  parseAbi,
  serializeSignature,
} from 'viem'
import { sign } from 'viem/accounts'
import { z } from 'zod'
import { decodeDnsName } from './decodeDnsName'

const serviceAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)',
])
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

/**
 * The records the gateway answers for one offchain name.
 * @example const records: OffchainRecords = { address: '0x…', texts: { avatar: 'https://…' } }
 */
export type OffchainRecords = { address?: Address; texts?: Record<string, string> }

/**
 * A running {@link startCcipGateway}.
 * @example const url = ccip.urlFor('ok') // 'http://127.0.0.1:41234/ok/{sender}/{data}.json'
 */
export type CcipGateway = {
  url: string
  /**
   * The URL template a resolver names: `ok` answers signed records, `hang` never answers,
   * `garbage` answers 200 with a body that is not a lookup answer, `huge` answers 2 MiB.
   */
  urlFor(mode: 'ok' | 'hang' | 'garbage' | 'huge'): string
  /** The files served by path, which a test may change once it knows `url`. */
  files: Record<string, { contentType: string; body: string | Uint8Array }>
  /** Requests received, newest last (path and method). */
  requests: { method: string; path: string }[]
  close(): Promise<void>
}

const postBody = z.object({ sender: z.string(), data: z.string().regex(/^0x[0-9a-fA-F]*$/) })

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * An EIP-3668 gateway of the test suite's own, on 127.0.0.1: answers `resolve(name, data)`
 * lookups of DevnetOffchainResolver (GET `/<mode>/{sender}/{data}.json` or POST with
 * `{ sender, data }`) from `records`, signed with `signerKey` the way the resolver checks
 * (`0x1900 ‖ resolver ‖ expires ‖ keccak(request) ‖ keccak(result)`), valid for an hour. Other
 * modes misbehave on purpose. `files` serves fixed documents (images, NFT metadata) by path.
 * @example
 * const ccip = await startCcipGateway({ signerKey, records: { 'pay.offchain.eth': { address } } })
 */
export async function startCcipGateway(options: {
  signerKey: Hex
  records: Record<string, OffchainRecords>
  files?: Record<string, { contentType: string; body: string | Uint8Array }>
}): Promise<CcipGateway> {
  const requests: CcipGateway['requests'] = []
  const files = { ...options.files }
  const answer = async (sender: Address, request: Hex): Promise<Hex> => {
    const { args } = decodeFunctionData({ abi: serviceAbi, data: request })
    const [dnsName, inner] = args
    const name = decodeDnsName(dnsName)
    const records = options.records[name] ?? {}
    const call = decodeFunctionData({ abi: recordAbi, data: inner })
    if (call.args[0] !== namehash(name)) throw new Error('node does not match the name')
    const zero = '0x0000000000000000000000000000000000000000'
    const result =
      call.functionName === 'text'
        ? encodeAbiParameters([{ type: 'string' }], [records.texts?.[String(call.args[1])] ?? ''])
        : call.args.length === 2
          ? encodeAbiParameters([{ type: 'bytes' }], [records.address ?? '0x'])
          : encodeAbiParameters([{ type: 'address' }], [records.address ?? zero])
    const expires = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const digest = keccak256(
      concat([
        '0x1900',
        sender,
        numberToHex(expires, { size: 8 }),
        keccak256(request),
        keccak256(result),
      ]),
    )
    const signature = serializeSignature(
      await sign({ hash: digest, privateKey: options.signerKey }),
    )
    return encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      [result, expires, signature],
    )
  }
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    requests.push({ method: request.method ?? 'GET', path })
    const served = files[path]
    if (served) {
      response.writeHead(200, { 'content-type': served.contentType }).end(served.body)
      return
    }
    const [, mode, sender, file] = path.split('/')
    if (mode === 'hang') return
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"not hex"}')
      return
    }
    if (mode === 'huge') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(`{"data":"0x${'00'.repeat(1024 * 1024)}"}`)
      return
    }
    const lookup =
      request.method === 'POST'
        ? postBody.parse(JSON.parse(await readBody(request)))
        : { sender: sender ?? '', data: (file ?? '').replace(/\.json$/, '') }
    const data = await answer(lookup.sender as Address, lookup.data as Hex)
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }))
  }
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: String(error) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    files,
    urlFor: (mode) => `${url}/${mode}/{sender}/{data}.json`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
