import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Chinese (traditional) messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    '一個可代替你的地址用於收款的名稱。僅限字母、數字和連字號，至少 4 個字元。',
  'names.register.label': '名稱',
  'names.register.placeholder': '選擇名稱',
  'names.register.checking': '正在檢查…',
  'names.register.available': '可使用',
  'names.register.taken': '此名稱已被使用',
  'names.register.suggestions': '可用名稱',
  'names.register.submit': '註冊名稱',
  'names.rule.characters': '僅限字母、數字和連字號',
  'names.rule.length': '至少 4 個字元',
  'names.rule.tooLong': '最多 63 個字元',
  'names.rule.hyphens': '連字號只能單個出現在字母或數字之間',
  'names.success.text': '此名稱已屬於你。現在其他人可以傳送到此名稱，而不必使用你的地址。',
  'names.success.back': '返回帳戶',
  'names.error.suggestions': '取得名稱建議時發生錯誤',
  'names.error.register': '註冊名稱時發生錯誤',
  'names.error.resolve': '解析名稱時發生錯誤',
  'names.error.forAddress': '取得地址名稱時發生錯誤',
}
