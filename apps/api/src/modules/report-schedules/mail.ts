import type { ReportType } from '@dd/contract';
import type { Mail } from '../../lib/mailer';

type Language = 'en' | 'hi' | 'gu';

/** The report titles of the Reports screen (apps/web locales reports.types.*.title). */
const TITLES: Record<Language, Record<ReportType, string>> = {
  en: {
    assignments: 'Assignments Report',
    machines: 'Machines Inventory',
    distributors: 'Distributors Report',
    retailers: 'Retailers Report',
    activation: 'Activation Status',
    idle: 'Idle Devices',
    swaps: 'Swaps Report',
    rma: 'RMA Batches',
    transfers: 'Transfers Report',
    receivables: 'Receivables Ageing',
    'invoice-register': 'Invoice Register',
    'credit-note-register': 'Credit Note Register',
    'refund-voucher-register': 'Refund Voucher Register',
    'payment-register': 'Payment Register',
    'tds-register': 'TDS Register',
  },
  hi: {
    assignments: 'असाइनमेंट रिपोर्ट',
    machines: 'मशीन इन्वेंटरी',
    distributors: 'वितरक रिपोर्ट',
    retailers: 'खुदरा विक्रेता रिपोर्ट',
    activation: 'एक्टिवेशन स्थिति',
    idle: 'निष्क्रिय डिवाइस',
    swaps: 'स्वैप रिपोर्ट',
    rma: 'RMA बैच',
    transfers: 'ट्रांसफ़र रिपोर्ट',
    receivables: 'बकाया एजिंग रिपोर्ट',
    'invoice-register': 'इनवॉइस रजिस्टर',
    'credit-note-register': 'क्रेडिट नोट रजिस्टर',
    'refund-voucher-register': 'रिफ़ंड वाउचर रजिस्टर',
    'payment-register': 'भुगतान रजिस्टर',
    'tds-register': 'TDS रजिस्टर',
  },
  gu: {
    assignments: 'અસાઇનમેન્ટ રિપોર્ટ',
    machines: 'મશીન ઇન્વેન્ટરી',
    distributors: 'વિતરક રિપોર્ટ',
    retailers: 'છૂટક વેપારી રિપોર્ટ',
    activation: 'એક્ટિવેશન સ્થિતિ',
    idle: 'નિષ્ક્રિય ઉપકરણ',
    swaps: 'સ્વેપ રિપોર્ટ',
    rma: 'RMA બેચ',
    transfers: 'ટ્રાન્સફર રિપોર્ટ',
    receivables: 'બાકી લેણાં એજિંગ રિપોર્ટ',
    'invoice-register': 'ઇન્વૉઇસ રજિસ્ટર',
    'credit-note-register': 'ક્રેડિટ નોટ રજિસ્ટર',
    'refund-voucher-register': 'રિફંડ વાઉચર રજિસ્ટર',
    'payment-register': 'ચુકવણી રજિસ્ટર',
    'tds-register': 'TDS રજિસ્ટર',
  },
};

const TEXTS: Record<
  Language,
  { subject: (name: string) => string; body: (v: BodyValues) => string; open: string }
> = {
  en: {
    subject: (name) => `Scheduled report: ${name}`,
    body: (v) =>
      `Your scheduled report "${v.name}" (${v.title}) for ${v.day} is attached: ${v.rows} rows.`,
    open: 'Manage your scheduled reports on the Reports screen',
  },
  hi: {
    subject: (name) => `निर्धारित रिपोर्ट: ${name}`,
    body: (v) =>
      `आपकी निर्धारित रिपोर्ट "${v.name}" (${v.title}), ${v.day} की, संलग्न है: ${v.rows} पंक्तियाँ।`,
    open: 'अपनी निर्धारित रिपोर्ट रिपोर्ट्स स्क्रीन पर प्रबंधित करें',
  },
  gu: {
    subject: (name) => `નિર્ધારિત રિપોર્ટ: ${name}`,
    body: (v) =>
      `તમારો નિર્ધારિત રિપોર્ટ "${v.name}" (${v.title}), ${v.day} નો, જોડાયેલ છે: ${v.rows} પંક્તિઓ.`,
    open: 'તમારા નિર્ધારિત રિપોર્ટ રિપોર્ટ્સ સ્ક્રીન પર સંભાળો',
  },
};

type BodyValues = { name: string; title: string; day: string; rows: number };

const TOO_LARGE: Record<
  Language,
  { subject: (name: string) => string; body: (v: TooLargeValues) => string }
> = {
  en: {
    subject: (name) => `Scheduled report not sent: ${name}`,
    body: (v) =>
      `Your scheduled report "${v.name}" (${v.title}) for ${v.day} was not sent: the file is larger than ${v.megabytes} MB. Narrow the filters of the schedule on the Reports screen.`,
  },
  hi: {
    subject: (name) => `निर्धारित रिपोर्ट नहीं भेजी गई: ${name}`,
    body: (v) =>
      `आपकी निर्धारित रिपोर्ट "${v.name}" (${v.title}), ${v.day} की, नहीं भेजी गई: फ़ाइल ${v.megabytes} MB से बड़ी है। रिपोर्ट्स स्क्रीन पर शेड्यूल के फ़िल्टर सीमित करें।`,
  },
  gu: {
    subject: (name) => `નિર્ધારિત રિપોર્ટ મોકલાયો નથી: ${name}`,
    body: (v) =>
      `તમારો નિર્ધારિત રિપોર્ટ "${v.name}" (${v.title}), ${v.day} નો, મોકલાયો નથી: ફાઇલ ${v.megabytes} MB થી મોટી છે. રિપોર્ટ્સ સ્ક્રીન પર શેડ્યૂલના ફિલ્ટર સાંકડા કરો.`,
  },
};

type TooLargeValues = { name: string; title: string; day: string; megabytes: number };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What every email of a run names: the owner's language, the schedule, its report and day. */
type RunMail = { language: string; name: string; type: ReportType; day: string };

/** The owner's language when we write it, else English. */
const languageOf = (language: string): Language =>
  language === 'hi' || language === 'gu' ? language : 'en';

/** The run's email in the owner's language (English when they chose none we write). */
export function reportMail(
  v: RunMail & { rows: number; link: string },
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const lang = languageOf(v.language);
  const texts = TEXTS[lang];
  const body = texts.body({ name: v.name, title: TITLES[lang][v.type], day: v.day, rows: v.rows });
  return {
    subject: texts.subject(v.name),
    text: `${body}\n\n${texts.open}: ${v.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(v.link)}">${escapeHtml(texts.open)}</a></p>`,
  };
}

/** A run over the attachment cap: what to do, in the owner's language; no file and no link. */
export function tooLargeMail(
  v: RunMail & { megabytes: number },
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const lang = languageOf(v.language);
  const body = TOO_LARGE[lang].body({ ...v, title: TITLES[lang][v.type] });
  return {
    subject: TOO_LARGE[lang].subject(v.name),
    text: `${body}\n`,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}
