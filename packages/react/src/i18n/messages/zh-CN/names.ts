import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Chinese (simplified) messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    '一个可代替你的地址用于收款的名称。仅限字母、数字和连字符，至少 4 个字符。',
  'names.register.label': '名称',
  'names.register.placeholder': '选择名称',
  'names.register.checking': '正在检查…',
  'names.register.available': '可用',
  'names.register.taken': '此名称已被占用',
  'names.register.suggestions': '可用名称',
  'names.register.submit': '注册名称',
  'names.rule.characters': '仅限字母、数字和连字符',
  'names.rule.length': '至少 4 个字符',
  'names.rule.tooLong': '最多 63 个字符',
  'names.rule.hyphens': '连字符只能单个出现在字母或数字之间',
  'names.success.text': '此名称已归你所有。现在他人可以向此名称转账，而无需使用你的地址。',
  'names.success.back': '返回账户',
  'names.error.suggestions': '获取名称建议时出错',
  'names.error.register': '注册名称时出错',
  'names.error.resolve': '解析名称时出错',
  'names.error.forAddress': '获取地址名称时出错',
}
