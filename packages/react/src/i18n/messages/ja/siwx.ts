import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Japanese messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} が、このウォレットの所有者であることを確認するため<nowrap>サインイン</nowrap>を求めています',
  'siwx.defaultAppName': 'このアプリ',
  'siwx.subtitle': '署名は無料で、トランザクションは送信されません。',
  'siwx.subtitleSigning': 'ウォレットでサインインのリクエストを承認してください。',
  'siwx.cancel': 'キャンセル',
  'siwx.sign': '署名',
  'siwx.signing': '署名中…',
  'siwx.retry': '再試行',
  'siwx.required':
    '{app} ではサインインが必要です。キャンセルするとウォレットの接続が解除されます。',
  'siwx.error.declined': '署名が拒否されました',
  'siwx.error.smartAccounts':
    'このアプリケーションはスマートアカウントに対応していない可能性があります',
  'siwx.error.init': '認証の初期化中に問題が発生しました',
  'siwx.error.notEnabled': 'SIWX が有効になっていません',
  'siwx.error.noAddress': 'ActiveCaipAddress が見つかりません',
  'siwx.error.noNetwork': 'ActiveCaipNetwork またはクライアントが見つかりません',
  'siwx.error.noClient': 'ConnectionController クライアントが見つかりません',
}
