import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'

const LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111')
const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

const u32 = (value: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return [...bytes]
}
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}

/**
 * Creates an address lookup table owned by `authority` on the cluster at `rpcUrl`, fills it with
 * `addresses` (in that order) and returns its address once both transactions landed: for tests
 * of v0 transactions whose accounts come from a table. `authority` pays for it.
 * @example
 * const table = await solanaTestLookupTable(solana.url, await solanaTestSigner(4), [to])
 */
export async function solanaTestLookupTable(
  rpcUrl: string,
  authority: KeyPairSigner,
  addresses: readonly string[],
): Promise<Address> {
  const rpc = createSolanaRpc(rpcUrl)
  // The table's address is derived from its authority and a recent slot the program checks
  // against the SlotHashes sysvar: the slot of the latest block.
  const recentSlot = (await rpc.getSlot().send()) - 1n
  const [table, bump] = await getProgramDerivedAddress({
    programAddress: LOOKUP_TABLE_PROGRAM,
    seeds: [getAddressEncoder().encode(authority.address), new Uint8Array(u64(recentSlot))],
  })
  const accounts = [
    { address: table, role: AccountRole.WRITABLE },
    { address: authority.address, role: AccountRole.READONLY_SIGNER, signer: authority },
    { address: authority.address, role: AccountRole.WRITABLE_SIGNER, signer: authority },
    { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
  ]
  const create: Instruction = {
    programAddress: LOOKUP_TABLE_PROGRAM,
    accounts,
    data: new Uint8Array([...u32(0), ...u64(recentSlot), bump]),
  }
  const extend: Instruction = {
    programAddress: LOOKUP_TABLE_PROGRAM,
    accounts,
    data: new Uint8Array([
      ...u32(2),
      ...u64(BigInt(addresses.length)),
      ...addresses.flatMap((a) => [...getAddressEncoder().encode(address(a))]),
    ]),
  }
  for (const instruction of [create, extend]) {
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(authority, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) => appendTransactionMessageInstructions([instruction], m),
      ),
    )
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
    const signature = getSignatureFromTransaction(signed)
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    if (!value[0] || value[0].err) {
      throw new Error(`the lookup table transaction failed: ${JSON.stringify(value[0]?.err)}`)
    }
  }
  return table
}
