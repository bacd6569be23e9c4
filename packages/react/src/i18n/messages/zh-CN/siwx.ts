import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Chinese (simplified) messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} 请你<nowrap>登录</nowrap>，以证明你拥有此钱包',
  'siwx.defaultAppName': '此应用',
  'siwx.subtitle': '签名免费，且不会发送任何交易。',
  'siwx.subtitleSigning': '请在钱包中批准登录请求。',
  'siwx.cancel': '取消',
  'siwx.sign': '签名',
  'siwx.signing': '正在签名…',
  'siwx.retry': '重试',
  'siwx.required': '{app} 要求登录。取消将断开你的钱包。',
  'siwx.error.declined': '签名已拒绝',
  'siwx.error.smartAccounts': '此应用可能不支持智能账户',
  'siwx.error.init': '初始化身份验证时出现问题',
  'siwx.error.notEnabled': '未启用 SIWX',
  'siwx.error.noAddress': '未找到 ActiveCaipAddress',
  'siwx.error.noNetwork': '未找到 ActiveCaipNetwork 或客户端',
  'siwx.error.noClient': '未找到 ConnectionController 客户端',
}
