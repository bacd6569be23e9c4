import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Chinese (simplified) messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': '未找到网络',
  'alerts.networkNotFound.long':
    '钱包切换到了此应用未列出的网络。请将其添加到 networks 选项，或切换回来。',
  'alerts.invalidAppConfiguration.short': '应用配置无效',
  'alerts.invalidAppConfiguration.long':
    '此页面的来源不在允许的来源列表中，或列表无效。请更新项目配置。',
  'alerts.embeddedWalletLoadFailed.short': '网络错误 - 无法加载嵌入式钱包',
  'alerts.embeddedWalletLoadFailed.long': '无法加载嵌入式钱包。请稍后重试。',
  'alerts.embeddedWalletRequestTimeout.short': '嵌入式钱包请求超时',
  'alerts.embeddedWalletRequestTimeout.long': '嵌入式钱包未及时响应。请稍后重试。',
  'alerts.sessionExpired.short': '会话已过期',
  'alerts.sessionExpired.long': '会话尚未生效或已过期。请检查时间设置并重新连接。',
  'alerts.invalidProjectId.short': '项目 ID 无效',
  'alerts.invalidProjectId.long': '服务器未接受该项目 ID。请检查 projectId 选项。',
  'alerts.projectIdNotConfigured.short': '未配置项目 ID',
  'alerts.projectIdNotConfigured.long': '未设置项目 ID。请在创建客户端时传入 projectId。',
  'alerts.rateLimited.short': '请求过多',
  'alerts.rateLimited.long': '加载应用配置的请求过多。部分功能可能不可用；请稍后重试。',
  'alerts.serverError.short': '服务器错误',
  'alerts.serverError.long': '服务器无法加载应用配置。部分功能可能不可用；请稍后重试。',
  'alerts.banner.dismiss': '关闭：{title}',
  'alerts.view.loading': '加载中',
  'alerts.toast.userRejected': '你已在钱包中拒绝了该请求。',
  'alerts.toast.actionNotAllowed': '不允许此操作',
  'alerts.toast.disconnectFailed': '断开连接失败',
  'alerts.toast.balanceUnavailable': '代币余额不可用',
  'alerts.toast.transactionsFailed': '获取交易记录失败',
  'alerts.toast.signatureDeclined': '签名已被拒绝',
  'alerts.toast.somethingWentWrong': '出了点问题',
  'alerts.toast.errorOccurred': '发生错误',
  'alerts.toast.requestAborted': '请求已中止',
  'alerts.toast.insufficientBalance': '余额不足',
  'alerts.toast.insufficientLiquidity': '流动性不足',
  'alerts.toast.quoteExpired': '报价已过期。请获取新报价后再兑换。',
  'alerts.toast.swapFailed': '兑换在链上失败，未兑换任何资产。',
  'alerts.toast.swapNeedsEvm': '请连接 EVM 网络上的钱包以进行兑换。',
  'alerts.toast.smartAccountsUnsupported': '此应用可能不支持 Smart Accounts',
  'alerts.toast.authenticationFailed': '初始化身份验证时出现问题',
}
