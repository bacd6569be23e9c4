import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Thai messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'ย้อนกลับ',
  'common.close': 'ปิด',
  'common.tryAgain': 'ลองอีกครั้ง',
  'common.loadMore': 'โหลดเพิ่ม',
  'common.testnet': 'เทสต์เน็ต',
  'common.status.failed': 'ล้มเหลว',
  'common.status.pending': 'รอดำเนินการ',
  'common.link.opensExplorer': '(เปิดบล็อกเอกซ์พลอเรอร์)',
  'common.nft.held': 'ถือครอง {amount}',
}
