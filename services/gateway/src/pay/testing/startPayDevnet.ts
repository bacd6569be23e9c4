import {
  type Anvil,
  anvilAccounts,
  compileSolidity,
  type DeployedTestTokens,
  deployTestTokens,
  rpcRequest,
  startAnvil,
  waitForReceipt,
} from '@portico/test/devnet'
import { encodeFunctionData, type Hex, parseAbi } from 'viem'

// Value forwarded by a contract, the way a smart account pays from inside its transaction:
// `forward` passes it on; `tryForward` passes it on in a call that then reverts, caught, so the
// transaction succeeds and the recipient gets nothing.
const FORWARDER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract PayForwarder {
  function forward(address payable to) external payable {
    (bool ok, ) = to.call{value: msg.value}("");
    require(ok, "send failed");
  }
  function tryForward(address payable to) external payable {
    try this.sendThenRevert{value: msg.value}(to) {} catch {}
  }
  function sendThenRevert(address payable to) external payable {
    (bool ok, ) = to.call{value: msg.value}("");
    require(ok, "send failed");
    revert("undone");
  }
}`

const forwarderAbi = parseAbi([
  'function forward(address to) payable',
  'function tryForward(address to) payable',
])
const transferAbi = parseAbi(['function transfer(address to, uint256 value)'])
// A wallet payment's reference rides after the call data, as core's sendPayment sends it.
const withReference = (data: Hex, reference: string | undefined): Hex =>
  reference ? `${data}${reference.slice(2)}` : data

/**
 * An anvil devnet for payment tests: the test tokens (PTT, and tUSDT whose transfer returns
 * nothing) held by anvil's accounts, a contract that forwards value, and helpers that send and
 * wait (anvil's accounts are unlocked: `from` is one of them); `reference`, when given, is a
 * payment's reference appended to the call data (the data itself for a native send).
 * @example
 * const devnet = await startPayDevnet()
 * const hash = await devnet.sendNative({ to, value: 10n ** 16n })
 */
export async function startPayDevnet() {
  const anvil: Anvil = await startAnvil({ chainId: 31337 })
  const tokens: DeployedTestTokens = await deployTestTokens(anvil.rpcUrl)
  const compiled = await compileSolidity({ 'PayForwarder.sol': { content: FORWARDER } })
  const artifact = compiled['PayForwarder.sol']?.PayForwarder
  if (!artifact) throw new Error('PayForwarder did not compile')
  const payer = anvilAccounts[0]?.address as Hex
  const send = async (tx: { to?: Hex; value?: bigint; data?: Hex; from?: Hex; gas?: bigint }) => {
    const hash = (await rpcRequest(anvil.rpcUrl, 'eth_sendTransaction', [
      {
        from: tx.from ?? payer,
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.value ? { value: `0x${tx.value.toString(16)}` } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        // A set gas skips estimation, so a transaction that will revert is still sent.
        ...(tx.gas ? { gas: `0x${tx.gas.toString(16)}` } : {}),
      },
    ])) as Hex
    const receipt = await waitForReceipt(anvil.rpcUrl, hash)
    return { hash, receipt }
  }
  const deployed = await send({ data: artifact.bytecode })
  const forwarder = deployed.receipt.contractAddress as Hex
  return {
    anvil,
    tokens,
    payer,
    forwarder,
    rpc: (method: string, params: unknown[] = []) => rpcRequest(anvil.rpcUrl, method, params),
    async sendNative(args: { to: Hex; value: bigint; from?: Hex; reference?: string | undefined }) {
      const { reference, ...tx } = args
      return (await send({ ...tx, ...(reference ? { data: withReference('0x', reference) } : {}) }))
        .hash
    },
    async sendToken(args: {
      token: Hex
      to: Hex
      value: bigint
      from?: Hex
      gas?: bigint
      reference?: string | undefined
    }) {
      const data = withReference(
        encodeFunctionData({
          abi: transferAbi,
          functionName: 'transfer',
          args: [args.to, args.value],
        }),
        args.reference,
      )
      return (
        await send({
          to: args.token,
          data,
          ...(args.from ? { from: args.from } : {}),
          ...(args.gas ? { gas: args.gas } : {}),
        })
      ).hash
    },
    async forward(args: {
      to: Hex
      value: bigint
      undone?: boolean
      reference?: string | undefined
    }) {
      const data = withReference(
        encodeFunctionData({
          abi: forwarderAbi,
          functionName: args.undone ? 'tryForward' : 'forward',
          args: [args.to],
        }),
        args.reference,
      )
      return (await send({ to: forwarder, value: args.value, data })).hash
    },
    stop: () => anvil.stop(),
  }
}

/** A devnet made by {@link startPayDevnet}. @example await devnet.sendNative({ to, value }) */
export type PayDevnet = Awaited<ReturnType<typeof startPayDevnet>>
