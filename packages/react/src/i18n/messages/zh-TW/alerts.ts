import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Chinese (traditional) messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': '找不到網路',
  'alerts.networkNotFound.long':
    '錢包切換到此應用程式未列出的網路。請將其加入 networks 選項，或切換回來。',
  'alerts.invalidAppConfiguration.short': '應用程式設定無效',
  'alerts.invalidAppConfiguration.long':
    '此頁面的來源不在允許的來源清單中，或清單無效。請更新專案設定。',
  'alerts.embeddedWalletLoadFailed.short': '網路錯誤 - 無法載入內嵌錢包',
  'alerts.embeddedWalletLoadFailed.long': '無法載入內嵌錢包。請稍後再試。',
  'alerts.embeddedWalletRequestTimeout.short': '內嵌錢包請求逾時',
  'alerts.embeddedWalletRequestTimeout.long': '內嵌錢包未及時回應。請稍後再試。',
  'alerts.sessionExpired.short': '工作階段已過期',
  'alerts.sessionExpired.long': '工作階段尚未生效或已過期。請檢查時間設定並重新連接。',
  'alerts.invalidProjectId.short': '專案 ID 無效',
  'alerts.invalidProjectId.long': '伺服器不接受此專案 ID。請檢查 projectId 選項。',
  'alerts.projectIdNotConfigured.short': '尚未設定專案 ID',
  'alerts.projectIdNotConfigured.long': '未設定專案 ID。請在建立用戶端時傳入 projectId。',
  'alerts.rateLimited.short': '請求過多',
  'alerts.rateLimited.long': '載入應用程式設定的請求過多。部分功能可能無法使用；請稍後再試。',
  'alerts.serverError.short': '伺服器錯誤',
  'alerts.serverError.long': '伺服器無法載入應用程式設定。部分功能可能無法使用；請稍後再試。',
  'alerts.banner.dismiss': '關閉：{title}',
  'alerts.view.loading': '載入中',
  'alerts.toast.userRejected': '你已在錢包中拒絕此請求。',
  'alerts.toast.actionNotAllowed': '不允許此操作',
  'alerts.toast.disconnectFailed': '中斷連接失敗',
  'alerts.toast.balanceUnavailable': '代幣餘額無法使用',
  'alerts.toast.transactionsFailed': '無法取得交易紀錄',
  'alerts.toast.signatureDeclined': '簽署已被拒絕',
  'alerts.toast.somethingWentWrong': '發生了一些問題',
  'alerts.toast.errorOccurred': '發生錯誤',
  'alerts.toast.requestAborted': '請求已中止',
  'alerts.toast.insufficientBalance': '餘額不足',
  'alerts.toast.insufficientLiquidity': '流動性不足',
  'alerts.toast.quoteExpired': '報價已過期。請取得新報價後再兌換。',
  'alerts.toast.swapFailed': '兌換在鏈上失敗，未兌換任何資產。',
  'alerts.toast.swapNeedsEvm': '請連接 EVM 網路上的錢包以進行兌換。',
  'alerts.toast.smartAccountsUnsupported': '此應用程式可能不支援 Smart Accounts',
  'alerts.toast.authenticationFailed': '初始化身分驗證時發生問題',
}
