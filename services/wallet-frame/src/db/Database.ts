import type { Generated, Kysely } from 'kysely'

/**
 * One embedded-wallet account: its email and, once the frame set up a key, its address.
 * @example db.selectFrom('users')
 */
export type UserTable = {
  id: string
  /** Null for an account made by a social login that reported no verified email. */
  email: string | null
  address: string | null
  created_at: number
}

/**
 * One device of a user (a browser's frame storage, known by the hash of its secret) and the
 * server's two shares of that device's split: the auth share in the clear (released to a session
 * of this device) and the recovery share encrypted by the KMS.
 * @example db.selectFrom('devices')
 */
export type DeviceTable = {
  user_id: string
  device_hash: string
  auth_share: string | null
  recovery_share: string | null
  /**
   * Who can open `recovery_share`: `kms` (the operator's KMS: custodial, accounts not yet
   * protected by the visitor) or `visitor` (sealed in the frame under the visitor's recovery key).
   */
  recovery_sealed_by: Generated<'kms' | 'visitor'>
  created_at: number
}

/**
 * A passkey that protects an account's recovery (self-custody): the WebAuthn credential the
 * service verifies before it hands out the sealed shares, and the recovery key sealed under the
 * credential's PRF output, which never leaves the visitor's authenticator and frame.
 * @example db.selectFrom('recovery_passkeys')
 */
export type RecoveryPasskeyTable = {
  credential_id: string
  user_id: string
  /** COSE public key, base64url. */
  public_key: string
  counter: number
  /** JSON array of the authenticator's transports, for allowCredentials. */
  transports: string
  /** The PRF input (32 bytes hex) this credential evaluates; public, it only says what to ask. */
  prf_salt: string
  /** The recovery key, sealed in the frame under a key derived from the PRF output. */
  wrapped_key: string
  created_at: number
}

/**
 * A WebAuthn challenge in flight, one per session and purpose, used once: the options the frame
 * got, waiting for the authenticator's answer (and the PRF input picked for a registration).
 * @example db.selectFrom('webauthn_challenges')
 */
export type WebauthnChallengeTable = {
  session_id: string
  purpose: 'register' | 'recover' | 'login'
  challenge: string
  prf_salt: string | null
  expires_at: number
}

/**
 * The recovery password of an account (self-custody): the scrypt salt and parameters, a SHA-256
 * of the verifier half of the scrypt output (the other half is the key that wraps the recovery
 * key, and never leaves the frame), the wrapped recovery key, and the count of wrong entries.
 * @example db.selectFrom('recovery_passwords')
 */
export type RecoveryPasswordTable = {
  user_id: string
  salt: string
  params: string
  verifier_hash: string
  wrapped_key: string
  failed_attempts: number
  locked_until: number
  created_at: number
}

/**
 * One email login in progress, so a restart loses nothing: waiting for its device approval
 * (`device_pending`), waiting for its code (`otp_sent`) or finished (`done`).
 * @example db.selectFrom('logins')
 */
export type LoginTable = {
  id: string
  email: string
  device_hash: string
  state: 'device_pending' | 'otp_sent' | 'done'
  approval_hash: string | null
  created_at: number
  expires_at: number
}

/**
 * One emailed code, stored as a keyed hash; `subject` is the login or email update it belongs to.
 * @example db.selectFrom('otps')
 */
export type OtpTable = {
  id: string
  purpose: 'login' | 'update_primary' | 'update_secondary'
  subject: string
  email: string
  code_hash: string
  attempts: number
  created_at: number
  expires_at: number
  used_at: number | null
}

/**
 * One signed-in device: the hash of its current refresh token; an older token presented again
 * revokes the session (reuse detection).
 * @example db.selectFrom('sessions')
 */
export type SessionTable = {
  id: string
  user_id: string
  device_hash: string
  refresh_hash: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** The social provider this session signed in with; null for email. */
  auth_provider: string | null
}

/**
 * One social login in progress: the secrets of its authorization request (PKCE verifier,
 * nonce) stay here, bound to the frame device that asked and the page origin to answer to.
 * `state` is its look-up key when the answer comes back; `pending` turns `done` at first use.
 * @example db.selectFrom('social_logins')
 */
export type SocialLoginTable = {
  id: string
  provider: string
  state: string
  nonce: string
  code_verifier: string
  device_hash: string
  parent_origin: string
  /** The redirect URI sent with the request; the code is redeemed with it exactly. */
  redirect_uri: string
  status: 'pending' | 'done'
  created_at: number
  expires_at: number
  /** The provider's authorization URL, where `/social/begin` sends the popup (null: old row). */
  authorization_url: string | null
  /** Hash of the cookie `/social/begin` set; null until then. Only that browser gets the answer. */
  browser_hash: string | null
  /**
   * Hash of the one-time secret the callback page hands the frame (only with the cookie above);
   * null until then. Redeeming the code needs it.
   */
  redeem_hash: string | null
}

/**
 * A provider's account and the user it signs in as; found by (provider, subject), so a
 * changed email at the provider keeps the same wallet.
 * @example db.selectFrom('social_identities')
 */
export type SocialIdentityTable = {
  provider: string
  subject: string
  user_id: string
  email: string | null
  username: string | null
  created_at: number
  updated_at: number
}

/**
 * One Sign In With Farcaster relay channel: known by the hash of its bearer token (the QR code
 * carries the token, so the database never holds it), bound to the frame device that opened
 * it. `pending` until a wallet posts a message that passes every check (`completed`, with the
 * fid and its custody address), `done` once the frame redeemed it for a session.
 * @example db.selectFrom('farcaster_channels')
 */
export type FarcasterChannelTable = {
  token_hash: string
  nonce: string
  domain: string
  siwe_uri: string
  device_hash: string
  status: 'pending' | 'completed' | 'done'
  message: string | null
  signature: string | null
  fid: string | null
  custody: string | null
  /** As the wallet reported it: shown, never trusted (the account is the fid's). */
  username: string | null
  created_at: number
  expires_at: number
  /**
   * SHA-256 of the verifier the frame page made when it opened the channel and keeps in memory:
   * redeeming needs the verifier itself (null: a channel opened before it was asked for).
   */
  verifier_hash: string | null
}

/**
 * One email change in progress: the current address confirms first, then the new one.
 * @example db.selectFrom('email_updates')
 */
export type EmailUpdateTable = {
  id: string
  user_id: string
  new_email: string
  state: 'primary_sent' | 'secondary_sent' | 'done'
  /** The site the change was asked on, as its mails name it (null before it was kept). */
  site: string | null
  created_at: number
  expires_at: number
}

/**
 * The link mailed to the old address after an email change: it puts the old address back (and
 * signs every session out) until `expires_at`, once.
 * @example db.selectFrom('email_change_undos')
 */
export type EmailChangeUndoTable = {
  token_hash: string
  user_id: string
  old_email: string
  new_email: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/**
 * The previous address's approval of one new device after an email change: until the change can
 * no longer be undone, a device that was not the account's before it gets no key share unless
 * that address approved it (`approved_at`) through the link it was mailed.
 * @example db.selectFrom('key_release_approvals')
 */
export type KeyReleaseApprovalTable = {
  token_hash: string
  user_id: string
  device_hash: string
  created_at: number
  expires_at: number
  approved_at: number | null
}

/**
 * When the last mail of one kind went to one address: the 30 s resend cooldown, claimed by one
 * conditional upsert (`claimMailCooldown`). `kind` is `login` (a code or device approval for a
 * login) or `otp_<purpose>` (a code).
 * @example db.selectFrom('mail_cooldowns')
 */
export type MailCooldownTable = {
  kind: string
  email: string
  sent_at: number
}

/**
 * The service's tables as Kysely sees them; emails are stored lower-case.
 * @example const db: WalletFrameDb = createSqliteKysely<WalletFrameDatabase>(':memory:')
 */
export type WalletFrameDatabase = {
  users: UserTable
  devices: DeviceTable
  recovery_passwords: RecoveryPasswordTable
  recovery_passkeys: RecoveryPasskeyTable
  webauthn_challenges: WebauthnChallengeTable
  logins: LoginTable
  otps: OtpTable
  sessions: SessionTable
  email_updates: EmailUpdateTable
  email_change_undos: EmailChangeUndoTable
  key_release_approvals: KeyReleaseApprovalTable
  social_logins: SocialLoginTable
  social_identities: SocialIdentityTable
  farcaster_channels: FarcasterChannelTable
  mail_cooldowns: MailCooldownTable
}

/** The service's Kysely handle. @example await db.selectFrom('users').selectAll().execute() */
export type WalletFrameDb = Kysely<WalletFrameDatabase>
