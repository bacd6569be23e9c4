import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Vietnamese messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Một tên để người khác gửi tới thay cho địa chỉ của bạn. Chữ cái, chữ số và dấu gạch ngang, tối thiểu 4 ký tự.',
  'names.register.label': 'Tên',
  'names.register.placeholder': 'Chọn một tên',
  'names.register.checking': 'Đang kiểm tra…',
  'names.register.available': 'Có sẵn',
  'names.register.taken': 'Tên này đã có người dùng',
  'names.register.suggestions': 'Tên còn trống',
  'names.register.submit': 'Đăng ký tên',
  'names.rule.characters': 'Chỉ chữ cái, chữ số và dấu gạch ngang',
  'names.rule.length': 'Tối thiểu 4 ký tự',
  'names.rule.tooLong': 'Tối đa 63 ký tự',
  'names.rule.hyphens': 'Dấu gạch ngang chỉ đặt giữa chữ cái hoặc chữ số, mỗi lần một dấu',
  'names.success.text':
    'Tên này là của bạn. Giờ đây người khác có thể gửi tới tên này thay cho địa chỉ của bạn.',
  'names.success.back': 'Quay lại tài khoản',
  'names.error.suggestions': 'Lỗi khi tải gợi ý tên',
  'names.error.register': 'Lỗi khi đăng ký tên',
  'names.error.resolve': 'Lỗi khi phân giải tên',
  'names.error.forAddress': 'Lỗi khi tải tên cho địa chỉ',
}
