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
  'common.networks.label': 'เครือข่าย',
  'common.networks.unavailable': 'ใช้กับวอลเล็ตนี้ไม่ได้',
  'common.unsupportedChain.notice':
    'แอปนี้ไม่รองรับเครือข่ายปัจจุบันของคุณ สลับไปยังเครือข่ายที่รองรับเพื่อดำเนินการต่อ',
  'common.unsupportedChain.label': 'เครือข่ายที่รองรับ',
  'common.notAvailable.title': 'ไม่พร้อมใช้งาน',
  'common.notAvailable.text': 'ฟีเจอร์นี้ไม่พร้อมใช้งานในแอปนี้',
  'common.notAvailable.back': 'ย้อนกลับ',
  'common.disconnect': 'ยกเลิกการเชื่อมต่อ',
}
