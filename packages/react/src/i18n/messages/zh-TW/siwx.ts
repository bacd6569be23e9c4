import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Chinese (traditional) messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} 請你<nowrap>登入</nowrap>，以證明你擁有此錢包',
  'siwx.defaultAppName': '此應用程式',
  'siwx.subtitle': '簽署免費，且不會傳送任何交易。',
  'siwx.subtitleSigning': '請在錢包中核准登入要求。',
  'siwx.cancel': '取消',
  'siwx.sign': '簽署',
  'siwx.signing': '正在簽署…',
  'siwx.retry': '重試',
  'siwx.required': '{app} 要求登入。取消將中斷你的錢包連線。',
  'siwx.error.declined': '已拒絕簽署',
  'siwx.error.smartAccounts': '此應用程式可能不支援智慧帳戶',
  'siwx.error.init': '初始化驗證時發生問題',
  'siwx.error.notEnabled': '未啟用 SIWX',
  'siwx.error.noAddress': '找不到 ActiveCaipAddress',
  'siwx.error.noNetwork': '找不到 ActiveCaipNetwork 或用戶端',
  'siwx.error.noClient': '找不到 ConnectionController 用戶端',
}
