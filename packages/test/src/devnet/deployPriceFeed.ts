import { type Address, encodeAbiParameters, encodeFunctionData, parseAbi } from 'viem'
import { compileContracts } from './compileContracts'
import { sendFromDevAccount } from './sendFromDevAccount'
import { anvilAccounts } from './testAccounts'

const postRoundAbi = parseAbi(['function postRound(int256 answer, uint256 updatedAt)'])

/**
 * A deployed `PorticoPriceFeed` (Chainlink's `AggregatorV3Interface`) and how to post its rounds.
 * @example
 * await feed.postRound(2_500, Math.floor(Date.now() / 1000) - 7_200) // an answer two hours old
 */
export type DeployedPriceFeed = {
  address: Address
  /** Posts a round of `usd` dollars (at the feed's decimals) updated at `updatedAt` (unix s). */
  postRound(usd: number, updatedAt: number): Promise<void>
}

/**
 * Deploys a `PorticoPriceFeed` from anvil's first account with its first round (`usd`, at the
 * block's time), as a devnet's stand-in for a Chainlink USD feed.
 * @example
 * const feed = await deployPriceFeed(anvil.rpcUrl, { usd: 3_000, description: 'ETH / USD' })
 */
export async function deployPriceFeed(
  rpcUrl: string,
  options: { usd: number; description: string; decimals?: number },
): Promise<DeployedPriceFeed> {
  const { PorticoPriceFeed } = await compileContracts()
  const decimals = options.decimals ?? 8
  const scaled = (usd: number) => BigInt(Math.round(usd * 10 ** decimals))
  const from = (anvilAccounts[0] as { address: Address }).address
  const args = encodeAbiParameters(
    [{ type: 'uint8' }, { type: 'string' }, { type: 'int256' }],
    [decimals, options.description, scaled(options.usd)],
  )
  const receipt = await sendFromDevAccount(
    rpcUrl,
    { from, data: `${PorticoPriceFeed.bytecode}${args.slice(2)}` },
    'deploying PorticoPriceFeed',
  )
  const address = receipt.contractAddress as Address
  return {
    address,
    async postRound(usd, updatedAt) {
      const data = encodeFunctionData({
        abi: postRoundAbi,
        functionName: 'postRound',
        args: [scaled(usd), BigInt(updatedAt)],
      })
      await sendFromDevAccount(rpcUrl, { from, to: address, data }, 'posting a round')
    },
  }
}
