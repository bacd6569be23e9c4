import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  lamports,
  none,
  some,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import {
  solanaTestAccountCount,
  solanaTestAccountKey,
  solanaTestLamports,
  solanaTestMintKey,
  solanaTestToken,
} from './solanaTestAccounts'
import { TestAccountError } from './TestAccountError'

/**
 * What {@link seedTestChain} put on the chain.
 * @example
 * const seeded: SeededTestChain = await seedTestChain(svm)
 */
export type SeededTestChain = {
  /** The test accounts' addresses, in key order. */
  accounts: Address[]
  /** The test SPL token's mint (classic Token program); account 0 is its mint authority. */
  mint: Address
}

/**
 * Writes the test accounts (SOL), the test token's mint and each account's associated token
 * account (with its balance) straight into the runtime's state: no transactions, so the
 * chain starts at once and every start looks the same.
 *
 * @example
 * const { accounts, mint } = await seedTestChain(new LiteSVM())
 */
export async function seedTestChain(svm: LiteSVM): Promise<SeededTestChain> {
  const signers = await Promise.all(
    Array.from({ length: solanaTestAccountCount }, (_, index) =>
      createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(index)),
    ),
  )
  const accounts = signers.map((signer) => signer.address)
  const mint = (await createKeyPairSignerFromPrivateKeyBytes(solanaTestMintKey())).address
  const [authority] = accounts
  if (!authority) throw new TestAccountError('no test accounts')
  for (const address of accounts) {
    svm.setAccount({
      address,
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(solanaTestLamports),
      programAddress: '11111111111111111111111111111111' as Address,
      space: 0n,
    })
  }
  const mintData = getMintEncoder().encode({
    mintAuthority: some(authority),
    supply: solanaTestToken.amountPerAccount * BigInt(accounts.length),
    decimals: solanaTestToken.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  setProgramAccount(svm, mint, mintData, BigInt(getMintSize()))
  for (const owner of accounts) {
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const data = getTokenEncoder().encode({
      mint,
      owner,
      amount: solanaTestToken.amountPerAccount,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    })
    setProgramAccount(svm, ata, data, BigInt(getTokenSize()))
  }
  return { accounts, mint }
}

function setProgramAccount(svm: LiteSVM, address: Address, data: ArrayLike<number>, space: bigint) {
  svm.setAccount({
    address,
    data: Uint8Array.from(data),
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(space)),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space,
  })
}
