/**
 * The plain lines of the approval view: what approving also does, said once above the details
 * (not a warning: nothing to beware of).
 * @example notes.push(approvalNotes.upgradeAccount('Devnet A'))
 */
export const approvalNotes = {
  /** The user operation carries the EIP-7702 authorization that delegates the visitor's EOA. */
  upgradeAccount: (network: string) => `Upgrade your account to a smart account on ${network}`,
}
