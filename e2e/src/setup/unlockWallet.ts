import type { Page } from 'playwright-core'
import { drawnTwice, walletFrame } from './embeddedWalletPage'
import { RECOVERY_PASSWORD } from './recoveryPassword'
import { recoveryView } from './recoveryView'
import { pressInFrame } from './tapInFrame'

/**
 * A protected account's login on a new device: waits for "Unlock your wallet"
 * (EmbeddedWalletRecovery, `unlock`) and the frame's unlock form, opens the key with the passkey
 * (a virtual authenticator holding it must be installed) or the recovery password, and waits
 * until the view has gone — the modal closes once the wallet connects.
 * @example
 * await unlockWallet(page, { passkey: true })
 */
export async function unlockWallet(
  page: Page,
  how: { passkey?: boolean; password?: string } = {},
  timeout = 45_000,
): Promise<void> {
  const frame = walletFrame(page)
  await recoveryView(page, 'unlock').waitFor({ timeout })
  await frame.getByTestId('portico-frame-recovery-unlock').waitFor({ timeout })
  if (how.passkey) {
    await pressInFrame(page, 'portico-frame-recovery-passkey')
  } else {
    await frame
      .getByTestId('portico-frame-recovery-password')
      .fill(how.password ?? RECOVERY_PASSWORD)
    await pressInFrame(page, 'portico-frame-recovery-submit')
  }
  await recoveryView(page, 'unlock').waitFor({ state: 'hidden', timeout })
  // The page's next click waits for it to draw the view gone: the browser routes a click by the
  // layout last drawn, where the frame still covered the modal.
  await drawnTwice(page)
}
