import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Japanese messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'ネットワークが見つかりません',
  'alerts.networkNotFound.long':
    'ウォレットがこのアプリに登録されていないネットワークに切り替わりました。networks オプションに追加するか、元のネットワークに戻してください。',
  'alerts.invalidAppConfiguration.short': 'アプリの設定が無効です',
  'alerts.invalidAppConfiguration.long':
    'このページのオリジンが許可されたオリジンのリストにないか、リストが無効です。プロジェクトの設定を更新してください。',
  'alerts.embeddedWalletLoadFailed.short':
    'ネットワークエラー - 埋め込みウォレットを読み込めませんでした',
  'alerts.embeddedWalletLoadFailed.long':
    '埋め込みウォレットを読み込めませんでした。しばらくしてからもう一度お試しください。',
  'alerts.embeddedWalletRequestTimeout.short':
    '埋め込みウォレットへのリクエストがタイムアウトしました',
  'alerts.embeddedWalletRequestTimeout.long':
    '埋め込みウォレットが時間内に応答しませんでした。しばらくしてからもう一度お試しください。',
  'alerts.sessionExpired.short': 'セッションの有効期限切れ',
  'alerts.sessionExpired.long':
    'セッションがまだ有効でないか、期限切れです。時刻の設定を確認して、もう一度接続してください。',
  'alerts.invalidProjectId.short': '無効なプロジェクト ID',
  'alerts.invalidProjectId.long':
    'サーバーがプロジェクト ID を受け付けませんでした。projectId オプションを確認してください。',
  'alerts.projectIdNotConfigured.short': 'プロジェクト ID が設定されていません',
  'alerts.projectIdNotConfigured.long':
    'プロジェクト ID が設定されていません。クライアントの作成時に projectId を指定してください。',
  'alerts.rateLimited.short': 'リクエストが多すぎます',
  'alerts.rateLimited.long':
    'アプリの設定の読み込みでリクエストが多すぎました。一部の機能が使えない場合があります。しばらくしてからもう一度お試しください。',
  'alerts.serverError.short': 'サーバーエラー',
  'alerts.serverError.long':
    'サーバーがアプリの設定を読み込めませんでした。一部の機能が使えない場合があります。しばらくしてからもう一度お試しください。',
  'alerts.banner.dismiss': '閉じる: {title}',
  'alerts.view.loading': '読み込み中',
  'alerts.toast.userRejected': 'ウォレットでリクエストを拒否しました。',
  'alerts.toast.actionNotAllowed': 'この操作は許可されていません',
  'alerts.toast.disconnectFailed': '切断できませんでした',
  'alerts.toast.balanceUnavailable': 'トークン残高を取得できません',
  'alerts.toast.transactionsFailed': '取引履歴を取得できませんでした',
  'alerts.toast.signatureDeclined': '署名が拒否されました',
  'alerts.toast.somethingWentWrong': '問題が発生しました',
  'alerts.toast.errorOccurred': 'エラーが発生しました',
  'alerts.toast.requestAborted': 'リクエストが中断されました',
  'alerts.toast.insufficientBalance': '残高が不足しています',
  'alerts.toast.insufficientLiquidity': '流動性が不足しています',
  'alerts.toast.quoteExpired':
    '見積もりの有効期限が切れました。スワップするには新しい見積もりを取得してください。',
  'alerts.toast.swapFailed': 'スワップがオンチェーンで失敗しました。何もスワップされていません。',
  'alerts.toast.swapNeedsEvm': 'スワップするには EVM ネットワークのウォレットを接続してください。',
  'alerts.toast.smartAccountsUnsupported':
    'このアプリケーションは Smart Accounts に対応していない可能性があります',
  'alerts.toast.authenticationFailed': '認証の開始中に問題が発生しました',
}
