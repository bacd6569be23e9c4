import type { Page } from 'playwright-core'
import { drawnTwice, walletFrame } from './embeddedWalletPage'
import { RECOVERY_PASSWORD } from './recoveryPassword'
import { recoveryView } from './recoveryView'
import { pressInFrame } from './tapInFrame'

/**
 * How {@link protectNewWallet} protects the wallet: the passkey (a virtual authenticator must be
 * installed, see `addVirtualAuthenticator`), a recovery password typed twice, or — on a site
 * that chose operator recovery — the frame's Continue.
 * @example
 * const how: ProtectWith = { passkey: true }
 */
export type ProtectWith = { passkey?: boolean; operator?: boolean; password?: string }

/**
 * The step every first login of a new embedded account meets (self-custody by default): waits
 * for "Protect your new wallet" (EmbeddedWalletRecovery, `create`) and the frame's own create
 * form inside the wallet frame's iframe, protects the wallet there, and waits until the view
 * has gone — the modal closes once the wallet connects (or moves on to sign-in).
 * @example
 * await typeCode(page, email)
 * await protectNewWallet(page)
 * await expect.poll(() => page.getByTestId('demo-status').textContent()).toBe('connected')
 */
export async function protectNewWallet(
  page: Page,
  how: ProtectWith = {},
  timeout = 45_000,
): Promise<void> {
  const frame = walletFrame(page)
  await recoveryView(page, 'create').waitFor({ timeout })
  if (how.operator) {
    const next = frame.getByTestId('recovery-operator-continue')
    await next.waitFor({ timeout })
    await pressInFrame(page, 'recovery-operator-continue')
  } else {
    await frame.getByTestId('portico-frame-recovery-create').waitFor({ timeout })
    if (how.passkey) {
      await pressInFrame(page, 'portico-frame-recovery-passkey')
    } else {
      const password = how.password ?? RECOVERY_PASSWORD
      await frame.getByTestId('portico-frame-recovery-password').fill(password)
      await frame.getByTestId('portico-frame-recovery-confirm').fill(password)
      await pressInFrame(page, 'portico-frame-recovery-submit')
    }
  }
  await recoveryView(page, 'create').waitFor({ state: 'hidden', timeout })
  // The page's next click waits for it to draw the view gone: the browser routes a click by the
  // layout last drawn, where the frame still covered the modal.
  await drawnTwice(page)
}
