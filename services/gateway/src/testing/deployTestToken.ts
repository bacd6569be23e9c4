import solc from 'solc'
import { type Address, createWalletClient, type Hex, http, type PublicClient, parseAbi } from 'viem'
import { z } from 'zod'

/**
 * The first anvil dev account (unlocked, 10000 ETH).
 * @example createWalletClient({ account: ANVIL_ACCOUNT, transport: http(rpcUrl) })
 */
export const ANVIL_ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestToken {
  string public name;
  string public symbol;
  uint8 public decimals;
  uint256 public totalSupply;
  mapping(address => uint256) public balanceOf;
  mapping(address => mapping(address => uint256)) public allowance;
  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);
  constructor(string memory n, string memory s, uint8 d, uint256 supply) {
    name = n; symbol = s; decimals = d; totalSupply = supply;
    balanceOf[msg.sender] = supply;
    emit Transfer(address(0), msg.sender, supply);
  }
  function transfer(address to, uint256 v) external returns (bool) { move(msg.sender, to, v); return true; }
  function approve(address s, uint256 v) external returns (bool) {
    allowance[msg.sender][s] = v; emit Approval(msg.sender, s, v); return true;
  }
  function transferFrom(address f, address to, uint256 v) external returns (bool) {
    allowance[f][msg.sender] -= v; move(f, to, v); return true;
  }
  function move(address f, address t, uint256 v) internal {
    balanceOf[f] -= v; balanceOf[t] += v; emit Transfer(f, t, v);
  }
}`

const outputSchema = z.object({
  contracts: z.object({
    'TestToken.sol': z.object({
      TestToken: z.object({
        abi: z.array(z.unknown()),
        evm: z.object({ bytecode: z.object({ object: z.string() }) }),
      }),
    }),
  }),
})

/**
 * Compiles the small test ERC20 with solc (about two seconds; do it once per test file).
 * @example
 * const artifact = compileTestToken()
 */
export function compileTestToken(): { abi: readonly unknown[]; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: SOURCE } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const token = output.contracts['TestToken.sol'].TestToken
  return { abi: token.abi, bytecode: `0x${token.evm.bytecode.object}` }
}

/**
 * The parts of the test ERC20's ABI the tests call.
 * @example wallet.writeContract({ address, abi: testTokenAbi, functionName: 'transfer', args })
 */
export const testTokenAbi = parseAbi([
  'function transfer(address to, uint256 v) returns (bool)',
  'constructor(string n, string s, uint8 d, uint256 supply)',
])

/**
 * Deploys the test ERC20 from the first anvil account, which receives the whole supply.
 * @example
 * const token = await deployTestToken({ rpcUrl, client, artifact, symbol: 'TUSD', decimals: 6 })
 */
export async function deployTestToken(args: {
  rpcUrl: string
  client: PublicClient
  artifact: { bytecode: Hex }
  name?: string
  symbol?: string
  decimals?: number
  supply?: bigint
}): Promise<Address> {
  const wallet = createWalletClient({ account: ANVIL_ACCOUNT, transport: http(args.rpcUrl) })
  const hash = await wallet.deployContract({
    abi: testTokenAbi,
    bytecode: args.artifact.bytecode,
    chain: null,
    args: [
      args.name ?? 'Test USD',
      args.symbol ?? 'TUSD',
      args.decimals ?? 6,
      args.supply ?? 1_000_000_000_000n,
    ],
  })
  const receipt = await args.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('test token deployment failed')
  return receipt.contractAddress
}
