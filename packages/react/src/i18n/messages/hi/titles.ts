import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Hindi messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'वॉलेट कनेक्ट करें',
  'titles.allWallets': 'सभी वॉलेट',
  'titles.account': 'खाता',
  'titles.networks': 'नेटवर्क चुनें',
  'titles.unsupportedChain': 'नेटवर्क बदलें',
  'titles.siwxSignMessage': 'साइन इन करें',
  'titles.walletSend': 'भेजें',
  'titles.walletSendSelectToken': 'टोकन चुनें',
  'titles.walletSendPreview': 'भेजने की समीक्षा करें',
  'titles.walletSendSent': 'लेन-देन भेजा गया',
  'titles.swap': 'स्वैप',
  'titles.swapSelectTokenFrom': 'बेचने के लिए टोकन चुनें',
  'titles.swapSelectTokenTo': 'खरीदने के लिए टोकन चुनें',
  'titles.swapPreview': 'स्वैप की समीक्षा करें',
  'titles.walletReceive': 'प्राप्त करें',
  'titles.onRampProviders': 'खरीदें',
  'titles.onRampBuy': 'क्रिप्टो खरीदें',
  'titles.onRampWaiting': 'खरीदारी जारी है',
  'titles.whatIsAWallet': 'वॉलेट क्या है?',
  'titles.emailVerifyOtp': 'ईमेल की पुष्टि करें',
  'titles.emailVerifyDevice': 'डिवाइस रजिस्टर करें',
  'titles.approveTransaction': 'लेन-देन स्वीकृत करें',
  'titles.connectSocials': 'सभी सोशल',
  'titles.updateEmail': 'ईमेल बदलें',
  'titles.updateEmailPrimaryOtp': 'मौजूदा ईमेल की पुष्टि करें',
  'titles.updateEmailSecondaryOtp': 'नए ईमेल की पुष्टि करें',
  'titles.registerAccountName': 'नाम चुनें',
  'titles.registerAccountNameSuccess': 'नाम रजिस्टर हो गया',
}
