/**
 * English messages of the embedded area (the email wallet's views and the code form): the source
 * every other locale translates. Error sentences are the spec's and the wallet frame's, verbatim.
 * @example
 * embedded['embedded.otp.resend'] // 'Resend code'
 */
export const embedded = {
  'embedded.loading': 'Loading',
  'embedded.otp.intro': 'Enter the 6-digit code we sent to <mailbox>{email}</mailbox>',
  'embedded.otp.label': '6-digit code',
  'embedded.otp.checking': 'Checking the code',
  'embedded.otp.resent': 'A new code is on its way.',
  'embedded.otp.notReceived': "Didn't receive it?",
  'embedded.otp.resend': 'Resend code',
  'embedded.verifyDevice.text':
    'This browser is new to your account. We sent an email to <mailbox>{email}</mailbox>: open the link in it to approve this device.',
  'embedded.verifyDevice.waiting': 'Waiting for approval…',
  'embedded.verifyDevice.retry': 'Try again',
  'embedded.updateEmail.text':
    'Your email is <mailbox>{email}</mailbox>. We will send a code to it, then one to the new address.',
  'embedded.updateEmail.label': 'New email',
  'embedded.updateEmail.invalid': 'Enter a valid email address',
  'embedded.updateEmail.same': 'This is already your email',
  'embedded.updateEmail.cancel': 'Cancel',
  'embedded.updateEmail.save': 'Save',
  'embedded.updateEmailPrimary.intro':
    'To change your email, enter the 6-digit code we sent to <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Email updated',
  'embedded.approve.loading': 'Loading the request…',
  'embedded.error.cooldown': '{seconds, plural, other {Please try again after # seconds}}',
  'embedded.error.invalidCode': 'Invalid code',
  'embedded.error.codeExpired': 'The code has expired. Please request a new code',
  'embedded.error.tooManyCodes': 'Too many wrong codes. Please request a new code',
  'embedded.error.loginExpired': 'This login has expired. Please start again',
  'embedded.error.emailTaken': 'This email is already in use',
  'embedded.error.invalidEmail': 'Invalid email',
  'embedded.error.tryLater': 'Please try again later',
  'embedded.error.tooManyRequests': 'Too many requests',
  'embedded.error.mailFailed': 'The email could not be sent. Please try again',
  'embedded.error.sessionExpired': 'Session expired',
  'embedded.error.loadFailed': 'Network Error - Could not load embedded wallet',
  'embedded.error.timeout': 'Embedded Wallet Request Timed Out',
  'embedded.error.somethingWrong': 'Something went wrong',
  'embedded.error.aborted': 'Request was aborted',
  'embedded.error.unknown': 'An error occurred',
  'embedded.error.dependency': 'Unable to load email login dependency',
  'embedded.error.declined': 'You declined the request in your wallet.',
  'embedded.error.rpcNotAllowed': 'Requested RPC call is not allowed',
  'embedded.recovery.protected': 'Your wallet is protected',
  'embedded.recovery.connecting': 'Opening your wallet…',
  'embedded.recovery.retry': 'Try again',
  'embedded.recovery.cancelledProtect': 'No recovery password was set.',
  'embedded.recovery.cancelledUnlock': 'Your wallet stays locked on this device.',
  'embedded.recovery.cancelledSignIn': 'You did not sign in.',
  'embedded.recovery.cancelledCreate': 'Your wallet is not set up until you protect it.',
  'embedded.recovery.settingUp': 'Setting up your wallet…',
  'embedded.error.recoveryRequired':
    'This wallet is protected by a recovery password: enter it to use this device',
  'embedded.error.recoverySetupRequired': 'Protect your wallet to finish setting it up',
  'embedded.error.tooManyRecoveryPasswords':
    'Too many wrong recovery passwords. Please try again later',
  'embedded.error.alreadyProtected': 'This wallet already has a recovery password or passkey',
  'embedded.security.export': 'Export private key',
  'embedded.security.exportHint': 'See your key inside the wallet, to use it in another app',
  'embedded.security.remove': 'Remove this device',
  'embedded.security.removeHint': 'This browser forgets your wallet',
  'embedded.security.signOutEverywhere': 'Sign out everywhere',
  'embedded.security.signOutEverywhereHint': 'End your sessions on every device, this one too',
  'embedded.security.removeConfirm':
    'Remove this device? You will need your email (and recovery password) to use this wallet here again.',
  'embedded.security.signOutEverywhereConfirm':
    'Sign out everywhere? Every device, this one too, will need your email to open this wallet again.',
  'embedded.security.cancel': 'Cancel',
  'embedded.security.removed': 'This device was removed from your wallet',
  'embedded.security.signedOutEverywhere': 'Signed out on every device',
  'embedded.error.exportStale': 'For your safety, sign in again to export your key',
  'embedded.error.onlyDevice':
    'This is the only device your wallet can be recovered from. Open the wallet on another device first',
  'embedded.error.protectFirst': 'Open your wallet on a device that holds it and protect it first',
  'embedded.error.keyHeldAfterEmailChange':
    "This wallet's email was changed recently: a new device gets the key once the previous email address approves it (we mailed it a link), or when the change can no longer be undone",
} as const
