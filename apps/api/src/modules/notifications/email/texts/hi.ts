import { BOOK_EVENTS, BOOK_KINDS, BOOK_WORDS } from './books';
import type { EmailTexts } from './types';

export const hi: EmailTexts = {
  entity: {
    order: 'ऑर्डर',
    assignment: 'असाइनमेंट',
    receipt: 'रसीद',
    machine: 'मशीन',
    rma: 'वापसी बैच',
    transfer: 'ट्रांसफ़र',
    provider: 'प्रदाता',
    invoice: 'इनवॉइस',
    none: 'डिवाइस कंसोल',
    ...BOOK_WORDS.hi.entity,
  },
  status: {
    PENDING: 'लंबित',
    APPROVED: 'स्वीकृत',
    IN_PROGRESS: 'डिलीवरी के लिए निकला',
    DELIVERED: 'डिलीवर हो गया',
    CANCELLED: 'रद्द',
    ACCEPTED: 'स्वीकार किया गया',
    REFUSED: 'अस्वीकार किया गया',
    SENT: 'प्रदाता को भेजा गया',
    RECEIVED_BY_PROVIDER: 'प्रदाता को मिल गया',
    CLOSED: 'बंद',
    ACTIVE: 'सक्रिय',
    RETURNED: 'वापस किया गया',
  },
  machineType: { POS: 'POS', SOUNDBOX: 'साउंडबॉक्स' },
  security: {
    sign_in: 'आपके खाते में एक साइन-इन',
    sign_in_failed: 'आपके खाते में एक असफल साइन-इन',
    sign_in_throttled: 'कई असफल प्रयासों के बाद आपके खाते में साइन-इन रोका गया',
    sign_out: 'एक साइन-आउट',
    two_factor_enabled: 'दो-चरणीय सत्यापन चालू किया गया',
    two_factor_disabled: 'दो-चरणीय सत्यापन बंद किया गया',
    two_factor_failed: 'दो-चरणीय सत्यापन का गलत कोड',
    recovery_code_used: 'एक रिकवरी कोड इस्तेमाल हुआ',
    recovery_codes_regenerated: 'नए रिकवरी कोड बनाए गए',
    password_changed: 'आपका पासवर्ड बदला गया',
    email_changed: 'आपका ईमेल पता बदला गया',
    sessions_revoked: 'आपके अन्य सत्र साइन-आउट किए गए',
    account_created: 'आपका खाता बनाया गया',
    role_changed: 'आपकी भूमिका बदली गई',
    status_changed: 'आपके खाते की स्थिति बदली गई',
    api_token_created: 'आपके खाते के लिए एक नया API टोकन बनाया गया',
    api_token_revoked: 'आपके खाते का एक API टोकन रद्द किया गया',
    data_exported: 'आपके खाते का डेटा निर्यात किया गया',
    deletion_requested: 'आपका खाता हटाने का अनुरोध किया गया',
    deletion_declined: 'आपका खाता हटाने का अनुरोध अस्वीकार किया गया',
  },
  events: {
    'order.created': {
      subject: ['नया ऑर्डर {ref}'],
      body: [
        '{distributor} के लिए {count} मशीनों वाला ऑर्डर {ref} बनाया गया।',
        '{count} मशीनों वाला ऑर्डर {ref} बनाया गया।',
        'ऑर्डर {ref} बनाया गया।',
      ],
    },
    'order.status_changed': {
      subject: ['ऑर्डर {ref}: {status}', 'ऑर्डर {ref} अपडेट हुआ'],
      body: [
        'ऑर्डर {ref} अब {status} है (पहले {from} था)।',
        'ऑर्डर {ref} अब {status} है।',
        'ऑर्डर {ref} की स्थिति बदल गई।',
      ],
    },
    'order.awaiting_receipt': {
      subject: ['ऑर्डर {ref} आपकी प्राप्ति की पुष्टि का इंतज़ार कर रहा है'],
      body: [
        '{count} मशीनों वाला ऑर्डर {ref} पहुँच गया है। कृपया पुष्टि करें कि आपको यह मिल गया।',
        'ऑर्डर {ref} पहुँच गया है। कृपया पुष्टि करें कि आपको यह मिल गया।',
      ],
    },
    'order.delivered': {
      subject: ['ऑर्डर {ref} डिलीवर हो गया'],
      body: ['{count} मशीनों वाला ऑर्डर {ref} डिलीवर हो गया।', 'ऑर्डर {ref} डिलीवर हो गया।'],
    },
    'assignment.created': {
      subject: ['मशीन {serial} असाइन की गई', 'नया असाइनमेंट {ref}'],
      body: [
        'मशीन {serial} {retailer} को असाइन की गई।',
        'मशीन {serial} असाइन की गई।',
        'असाइनमेंट {ref} बनाया गया।',
      ],
    },
    'assignment.returned': {
      subject: ['मशीन {serial} वापस की गई', 'असाइनमेंट {ref} वापस हुआ'],
      body: ['मशीन {serial} वापस की गई।', 'असाइनमेंट {ref} की मशीन वापस की गई।'],
    },
    'assignment.return_undone': {
      subject: ['मशीन {serial} की वापसी पूर्ववत की गई', 'असाइनमेंट {ref} की वापसी पूर्ववत की गई'],
      body: [
        'मशीन {serial} की वापसी पूर्ववत की गई: यह फिर से असाइन है।',
        'असाइनमेंट {ref} की वापसी पूर्ववत की गई: इसकी मशीनें फिर से असाइन हैं।',
      ],
    },
    'receipt.discrepancy': {
      subject: ['रसीद {ref} अंतर के साथ बंद की गई'],
      body: [
        'रसीद {ref} बंद की गई: {missing} डिवाइस कम और {extra} डिवाइस ज़्यादा मिले।',
        'रसीद {ref} बंद की गई, अपेक्षित और प्राप्त डिवाइसों में अंतर है।',
      ],
    },
    'stock.low': {
      subject: ['कम स्टॉक: {provider} {machineType}', '{ref} पर कम स्टॉक'],
      body: [
        '{provider} के केवल {available} {machineType} {model} डिवाइस उपलब्ध हैं (सीमा {threshold})।',
        '{provider} के केवल {available} {machineType} डिवाइस उपलब्ध हैं (सीमा {threshold})।',
        '{provider} का {machineType} स्टॉक अपनी सीमा से नीचे है।',
        'प्रदाता {ref} का स्टॉक अपनी सीमा से नीचे है।',
      ],
    },
    'devices.idle': {
      subject: ['{count} निष्क्रिय डिवाइस मिले', 'निष्क्रिय डिवाइस मिले'],
      body: [
        '{count} डिवाइसों पर {days} दिनों से कोई लेन-देन नहीं हुआ।',
        '{count} डिवाइसों पर कुछ समय से कोई लेन-देन नहीं हुआ।',
        'कुछ डिवाइसों पर कुछ समय से कोई लेन-देन नहीं हुआ।',
      ],
    },
    'machine.installed': {
      subject: ['डिवाइस {serial} {retailer} पर इंस्टॉल हुआ', 'डिवाइस इंस्टॉल हुए'],
      body: [
        'डिवाइस {serial} को {retailer} पर इंस्टॉल किया हुआ चिह्नित किया गया।',
        '{count} डिवाइसों को {retailer} पर इंस्टॉल किया हुआ चिह्नित किया गया।',
        'एक खुदरा विक्रेता पर डिवाइसों को इंस्टॉल किया हुआ चिह्नित किया गया।',
      ],
    },
    'machine.swapped': {
      subject: ['मशीन {serial} बदली गई', 'एक मशीन बदली गई'],
      body: [
        'मशीन {serial} की जगह {newSerial} दी गई।',
        'मशीन {serial} बदली गई।',
        'मशीन {ref} बदली गई।',
      ],
    },
    'rma.sent': {
      subject: ['वापसी बैच {ref} भेजा गया'],
      body: [
        '{count} डिवाइसों वाला वापसी बैच {ref} {provider} को भेजा गया।',
        'वापसी बैच {ref} प्रदाता को भेजा गया।',
      ],
    },
    'rma.received': {
      subject: ['वापसी बैच {ref} प्राप्त हुआ'],
      body: ['{provider} को वापसी बैच {ref} मिल गया।', 'प्रदाता को वापसी बैच {ref} मिल गया।'],
    },
    'rma.closed': {
      subject: ['वापसी बैच {ref} बंद किया गया'],
      body: ['वापसी बैच {ref} बंद किया गया।'],
    },
    'transfer.created': {
      subject: ['नया ट्रांसफ़र {ref}'],
      body: [
        '{from} से {to} को {count} डिवाइसों का ट्रांसफ़र {ref} जवाब का इंतज़ार कर रहा है।',
        '{from} से {to} को ट्रांसफ़र {ref} जवाब का इंतज़ार कर रहा है।',
        'ट्रांसफ़र {ref} जवाब का इंतज़ार कर रहा है।',
      ],
    },
    'transfer.accepted': {
      subject: ['ट्रांसफ़र {ref} स्वीकार किया गया'],
      body: ['{to} ने ट्रांसफ़र {ref} स्वीकार किया।', 'ट्रांसफ़र {ref} स्वीकार किया गया।'],
    },
    'transfer.refused': {
      subject: ['ट्रांसफ़र {ref} अस्वीकार किया गया'],
      body: ['{to} ने ट्रांसफ़र {ref} अस्वीकार किया।', 'ट्रांसफ़र {ref} अस्वीकार किया गया।'],
    },
    'transfer.cancelled': {
      subject: ['ट्रांसफ़र {ref} रद्द किया गया'],
      body: ['{from} ने ट्रांसफ़र {ref} रद्द किया।', 'ट्रांसफ़र {ref} रद्द किया गया।'],
    },
    'invoice.issued': {
      subject: ['{amount} का इनवॉइस {ref} जारी हुआ', 'इनवॉइस {ref} जारी हुआ'],
      body: [
        '{amount} का इनवॉइस {ref} जारी हुआ, भुगतान की अंतिम तिथि {due}। इनवॉइस PDF के रूप में संलग्न है।',
        'इनवॉइस {ref} जारी हुआ। इनवॉइस PDF के रूप में संलग्न है।',
      ],
    },
    'invoice.overdue': {
      subject: ['इनवॉइस {ref} बकाया है: {amount} का भुगतान बाकी', 'इनवॉइस {ref} बकाया है'],
      body: [
        'इनवॉइस {ref} की अंतिम तिथि {due} थी और {amount} का भुगतान अभी बाकी है। कृपया भुगतान करें।',
        'इनवॉइस {ref} की अंतिम तिथि बीत चुकी है और भुगतान बाकी है। कृपया भुगतान करें।',
      ],
    },
    'payment.recorded': {
      subject: ['इनवॉइस {ref} पर {amount} का भुगतान दर्ज हुआ', 'इनवॉइस {ref} पर भुगतान दर्ज हुआ'],
      body: [
        '{distributor} से {amount} का भुगतान इनवॉइस {ref} पर दर्ज हुआ।',
        'इनवॉइस {ref} पर {amount} का भुगतान दर्ज हुआ।',
        'इनवॉइस {ref} पर एक भुगतान दर्ज हुआ।',
      ],
    },
    'invoice.paid': {
      subject: ['इनवॉइस {ref} का भुगतान पूरा हुआ'],
      body: [
        '{distributor} के इनवॉइस {ref} का पूरा भुगतान हो गया।',
        'इनवॉइस {ref} का पूरा भुगतान हो गया।',
      ],
    },
    'security.alert': {
      subject: ['सुरक्षा चेतावनी: {what}', 'आपके खाते पर सुरक्षा चेतावनी'],
      body: [
        'हमने देखा: {what}। अगर यह आपने नहीं किया, तो अपना पासवर्ड बदलें और अन्य सत्र साइन-आउट करें।',
        'हमने आपके खाते पर एक सुरक्षा घटना देखी। अगर यह आपने नहीं किया, तो अपना पासवर्ड बदलें।',
      ],
    },
    ...BOOK_EVENTS.hi,
  },
  whose: BOOK_WORDS.hi.whose,
  greeting: 'नमस्ते {name},',
  open: '{entity} {ref} खोलें',
  footer:
    'आपको यह ईमेल इसलिए मिला क्योंकि इस तरह की घटना के लिए ईमेल चालू है। इसे बदलने के लिए प्रोफ़ाइल > सूचनाएँ पर जाएँ।',
  digest: {
    subject: '{day} का आपका दैनिक सारांश',
    intro: 'आपके पिछले सारांश के बाद क्या हुआ, प्रकार के अनुसार (कुल {count})।',
    kinds: {
      'order.created': 'ऑर्डर बुक हुआ',
      'order.status_changed': 'ऑर्डर की स्थिति बदली',
      'order.awaiting_receipt': 'डिलीवरी के लिए निकला (प्राप्ति की पुष्टि करें)',
      'order.delivered': 'ऑर्डर डिलीवर हुआ',
      'assignment.created': 'असाइनमेंट बना',
      'assignment.returned': 'असाइनमेंट लौटाया गया',
      'assignment.return_undone': 'वापसी पूर्ववत',
      'receipt.discrepancy': 'अंतर वाली स्टॉक रसीद',
      'stock.low': 'कम स्टॉक',
      'devices.idle': 'निष्क्रिय डिवाइस',
      'machine.swapped': 'डिवाइस बदला गया',
      'machine.installed': 'डिवाइस इंस्टॉल हुआ',
      'rma.sent': 'मरम्मत वापसी भेजी गई',
      'rma.received': 'मरम्मत वापसी प्राप्त हुई',
      'rma.closed': 'मरम्मत वापसी बंद हुई',
      'transfer.created': 'ट्रांसफ़र शुरू हुआ',
      'transfer.accepted': 'ट्रांसफ़र स्वीकार हुआ',
      'transfer.refused': 'ट्रांसफ़र अस्वीकार हुआ',
      'transfer.cancelled': 'ट्रांसफ़र रद्द हुआ',
      'invoice.issued': 'इनवॉइस जारी',
      'invoice.overdue': 'इनवॉइस बकाया',
      'payment.recorded': 'भुगतान दर्ज हुआ',
      'invoice.paid': 'इनवॉइस का भुगतान पूरा',
      'security.alert': 'सुरक्षा अलर्ट',
      ...BOOK_KINDS.hi,
    },
    more: '…और {count} अन्य',
    footer:
      'आपको हर घटना पर अलग ईमेल के बजाय दिन में एक सारांश भारतीय समय 09:00 बजे मिलता है; सुरक्षा अलर्ट फिर भी तुरंत आते हैं। इसे बदलने के लिए प्रोफ़ाइल > सूचनाएँ पर जाएँ।',
  },
  emailChanged: {
    subject: 'आपके खाते का ईमेल पता बदला गया',
    body: 'आपके खाते का साइन-इन ईमेल पता इस पते से बदलकर {newEmail} कर दिया गया है, इसलिए अब इस पते से साइन-इन नहीं हो सकता। अगर यह बदलाव आपने किया है, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो कोई और आपके खाते का उपयोग कर रहा हो सकता है: खाता वापस पाने और सुरक्षित करने के लिए तुरंत अपने एडमिन से संपर्क करें।',
    footer:
      'आपको यह ईमेल इसलिए मिला क्योंकि यह इस खाते का पता था। यह हमेशा भेजा जाता है और बंद नहीं किया जा सकता।',
  },
};
