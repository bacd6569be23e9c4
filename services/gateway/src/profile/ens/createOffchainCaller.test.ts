import { type Anvil, anvilAccounts, compileSolidity, startAnvil } from '@portico/test/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOffchainCaller } from './createOffchainCaller'

// A contract asking for lookups: once and done, as another contract, or again after every answer.
const PROBE = `
pragma solidity ^0.8.20;
contract LookupProbe {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    function urls() internal pure returns (string[] memory list) {
        list = new string[](1);
        list[0] = "https://ccip.example/{sender}/{data}.json";
    }
    function once() external view returns (bytes memory) {
        revert OffchainLookup(address(this), urls(), hex"03", this.done.selector, hex"aa");
    }
    function done(bytes calldata response, bytes calldata extra) external pure returns (bytes memory) {
        return abi.encode(response, extra);
    }
    function askAs(address sender) external view returns (bytes memory) {
        revert OffchainLookup(sender, urls(), hex"01", this.again.selector, "");
    }
    function again(bytes calldata, bytes calldata) external view returns (bytes memory) {
        revert OffchainLookup(address(this), urls(), hex"02", this.again.selector, "");
    }
}`

let anvil: Anvil
let probe: Address
let abi: Parameters<typeof encodeFunctionData>[0]['abi']
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const artifact = (await compileSolidity({ 'LookupProbe.sol': { content: PROBE } }))[
    'LookupProbe.sol'
  ]?.LookupProbe
  if (!artifact) throw new Error('LookupProbe did not compile')
  abi = artifact.abi
  client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl), ccipRead: false })
  const wallet = createWalletClient({
    account: privateKeyToAccount(anvilAccounts[0]?.privateKey ?? '0x'),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  const hash = await wallet.deployContract({ abi, bytecode: artifact.bytecode })
  probe = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
}, 90_000)

afterAll(async () => {
  await anvil?.stop()
})

const asked: { sender: Address; data: Hex }[] = []
const caller = (maxLookups: number) =>
  createOffchainCaller({
    client: client as never,
    maxLookups,
    lookup: async (sender, _urls, data) => {
      asked.push({ sender, data })
      return '0xbeef'
    },
  })
const call = (name: string, args: unknown[] = [], maxLookups = 4) =>
  caller(maxLookups)(probe, encodeFunctionData({ abi, functionName: name, args } as never))

describe('createOffchainCaller', () => {
  it("answers a lookup from the gateway and calls the contract's callback with it", async () => {
    asked.length = 0
    const result = await call('once')
    const [inner] = decodeAbiParameters([{ type: 'bytes' }], result)
    expect(decodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], inner)).toEqual([
      '0xbeef',
      '0xaa',
    ])
    expect(asked).toEqual([{ sender: getAddress(probe), data: '0x03' }])
  })

  it('refuses a lookup that names another contract than the one called, asking no gateway', async () => {
    asked.length = 0
    await expect(call('askAs', [anvilAccounts[1]?.address])).rejects.toMatchObject({
      code: 'SENDER_MISMATCH',
    })
    expect(asked).toEqual([])
  })

  it('gives up after maxLookups lookups in a row', async () => {
    asked.length = 0
    await expect(call('askAs', [probe], 3)).rejects.toMatchObject({ code: 'TOO_MANY_LOOKUPS' })
    expect(asked).toHaveLength(3)
  })
})
