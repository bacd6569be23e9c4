import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Japanese messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': '読み込み中',
  'embedded.otp.intro': '<mailbox>{email}</mailbox> に送信した6桁のコードを入力してください',
  'embedded.otp.label': '6桁のコード',
  'embedded.otp.checking': 'コードを確認しています',
  'embedded.otp.resent': '新しいコードを送信しました。',
  'embedded.otp.notReceived': '届きませんか？',
  'embedded.otp.resend': 'コードを再送信',
  'embedded.verifyDevice.text':
    'このブラウザはアカウントで初めて使用されています。<mailbox>{email}</mailbox> にメールを送信しました。メール内のリンクを開いて、このデバイスを承認してください。',
  'embedded.verifyDevice.waiting': '承認を待っています…',
  'embedded.verifyDevice.retry': '再試行',
  'embedded.updateEmail.text':
    '現在のメールアドレスは <mailbox>{email}</mailbox> です。まずこのアドレスに、次に新しいアドレスにコードを送信します。',
  'embedded.updateEmail.label': '新しいメールアドレス',
  'embedded.updateEmail.invalid': '有効なメールアドレスを入力してください',
  'embedded.updateEmail.same': 'これは既にお使いのメールアドレスです',
  'embedded.updateEmail.cancel': 'キャンセル',
  'embedded.updateEmail.save': '保存',
  'embedded.updateEmailPrimary.intro':
    'メールアドレスを変更するには、<mailbox>{email}</mailbox> に送信した6桁のコードを入力してください',
  'embedded.updateEmailSecondary.updated': 'メールアドレスを更新しました',
  'embedded.approve.loading': 'リクエストを読み込んでいます…',
  'embedded.error.cooldown': '{seconds, plural, other {#秒後にもう一度お試しください}}',
  'embedded.error.invalidCode': 'コードが正しくありません',
  'embedded.error.codeExpired':
    'コードの有効期限が切れました。新しいコードをリクエストしてください',
  'embedded.error.tooManyCodes': '誤ったコードが多すぎます。新しいコードをリクエストしてください',
  'embedded.error.loginExpired': 'このログインは有効期限が切れました。最初からやり直してください',
  'embedded.error.emailTaken': 'このメールアドレスは既に使用されています',
  'embedded.error.invalidEmail': 'メールアドレスが無効です',
  'embedded.error.tryLater': 'しばらくしてからもう一度お試しください',
  'embedded.error.tooManyRequests': 'リクエストが多すぎます',
  'embedded.error.mailFailed': 'メールを送信できませんでした。もう一度お試しください',
  'embedded.error.sessionExpired': 'セッションの有効期限が切れました',
  'embedded.error.loadFailed': 'ネットワークエラー - Embedded Wallet を読み込めませんでした',
  'embedded.error.timeout': 'Embedded Wallet へのリクエストがタイムアウトしました',
  'embedded.error.somethingWrong': '問題が発生しました',
  'embedded.error.aborted': 'リクエストは中止されました',
  'embedded.error.unknown': 'エラーが発生しました',
  'embedded.error.dependency': 'メールログインを読み込めませんでした',
  'embedded.error.declined': 'ウォレットでリクエストを拒否しました。',
  'embedded.error.rpcNotAllowed': '要求された RPC 呼び出しは許可されていません',
  'embedded.recovery.protected': 'ウォレットを保護しました',
  'embedded.recovery.connecting': 'ウォレットを開いています…',
  'embedded.recovery.retry': '再試行',
  'embedded.recovery.cancelledProtect': 'リカバリーパスワードは設定されていません。',
  'embedded.recovery.cancelledUnlock': 'このデバイスではウォレットはロックされたままです。',
  'embedded.recovery.cancelledSignIn': 'サインインしませんでした。',
  'embedded.recovery.cancelledCreate': 'ウォレットは保護するまで使えません。',
  'embedded.recovery.settingUp': 'ウォレットを準備しています…',
  'embedded.error.recoveryRequired':
    'このウォレットはリカバリーパスワードで保護されています。このデバイスで使うにはパスワードを入力してください',
  'embedded.error.recoverySetupRequired': 'セットアップを完了するにはウォレットを保護してください',
  'embedded.error.tooManyRecoveryPasswords':
    'リカバリーパスワードの誤りが多すぎます。しばらくしてからもう一度お試しください',
  'embedded.error.alreadyProtected':
    'このウォレットにはすでにリカバリーパスワードまたはパスキーがあります',
  'embedded.security.export': '秘密鍵をエクスポート',
  'embedded.security.exportHint': '別のアプリで使えるよう、ウォレット内で鍵を表示します',
  'embedded.security.remove': 'このデバイスを削除',
  'embedded.security.removeHint': 'このブラウザはウォレットを記憶しなくなります',
  'embedded.security.signOutEverywhere': 'すべてのデバイスからサインアウト',
  'embedded.security.signOutEverywhereHint':
    'このデバイスを含む、すべてのデバイスのセッションを終了します',
  'embedded.security.removeConfirm':
    'このデバイスを削除しますか？ここでこのウォレットを再び使うには、メールアドレス（とリカバリーパスワード）が必要になります。',
  'embedded.security.signOutEverywhereConfirm':
    'すべてのデバイスからサインアウトしますか？このデバイスを含むすべてのデバイスで、ウォレットを再び開くにはメールアドレスが必要になります。',
  'embedded.security.cancel': 'キャンセル',
  'embedded.security.removed': 'このデバイスをウォレットから削除しました',
  'embedded.security.signedOutEverywhere': 'すべてのデバイスからサインアウトしました',
  'embedded.error.exportStale':
    '安全のため、鍵をエクスポートするにはもう一度サインインしてください',
  'embedded.error.onlyDevice':
    'ウォレットを復元できるデバイスはこれだけです。先に別のデバイスでウォレットを開いてください',
  'embedded.error.protectFirst': '先にウォレットを保持しているデバイスで開き、保護してください',
  'embedded.error.keyHeldAfterEmailChange':
    'このウォレットのメールアドレスは最近変更されました。新しいデバイスは、以前のメールアドレスが承認したとき（そのアドレスにリンクを送りました）、または変更を取り消せなくなったときに鍵を受け取ります',
}
