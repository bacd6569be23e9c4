/**
 * Whose key the export shows: the key's own address, and the smart account it owns where the
 * network has one (the address the wallet is known by everywhere else).
 * @example const account: ExportedAccount = { address: eoa, smartAccount: smart }
 */
export type ExportedAccount = { address: string; smartAccount?: string | undefined }
