import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Thai messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'เชื่อมต่อกระเป๋าเงิน',
  'titles.allWallets': 'กระเป๋าเงินทั้งหมด',
  'titles.account': 'บัญชี',
  'titles.networks': 'เลือกเครือข่าย',
  'titles.unsupportedChain': 'สลับเครือข่าย',
  'titles.siwxSignMessage': 'ลงชื่อเข้าใช้',
  'titles.walletSend': 'ส่ง',
  'titles.walletSendSelectToken': 'เลือกโทเค็น',
  'titles.walletSendPreview': 'ตรวจสอบการส่ง',
  'titles.walletSendSent': 'ส่งธุรกรรมแล้ว',
  'titles.swap': 'สวอป',
  'titles.swapSelectTokenFrom': 'เลือกโทเค็นที่จะขาย',
  'titles.swapSelectTokenTo': 'เลือกโทเค็นที่จะซื้อ',
  'titles.swapPreview': 'ตรวจสอบการสวอป',
  'titles.walletReceive': 'รับ',
  'titles.onRampProviders': 'ซื้อ',
  'titles.onRampBuy': 'ซื้อคริปโต',
  'titles.onRampWaiting': 'กำลังซื้อ',
  'titles.whatIsAWallet': 'กระเป๋าเงินคืออะไร?',
  'titles.emailVerifyOtp': 'ยืนยันอีเมล',
  'titles.emailVerifyDevice': 'ลงทะเบียนอุปกรณ์',
  'titles.approveTransaction': 'อนุมัติธุรกรรม',
  'titles.connectSocials': 'โซเชียลทั้งหมด',
  'titles.updateEmail': 'แก้ไขอีเมล',
  'titles.updateEmailPrimaryOtp': 'ยืนยันอีเมลปัจจุบัน',
  'titles.updateEmailSecondaryOtp': 'ยืนยันอีเมลใหม่',
  'titles.registerAccountName': 'เลือกชื่อ',
  'titles.registerAccountNameSuccess': 'ลงทะเบียนชื่อแล้ว',
}
