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
    transfers: 'ट्रांसफर रिपोर्ट',
  },
  gu: {
    assignments: 'અસાઇનમેન્ટ રિપોર્ટ',
    machines: 'મશીન ઇન્વેન્ટરી',
    distributors: 'વિતરક રિપોર્ટ',
    retailers: 'રિટેલર રિપોર્ટ',
    activation: 'એક્ટિવેશન સ્થિતિ',
    idle: 'નિષ્ક્રિય ડિવાઇસ',
    swaps: 'સ્વેપ રિપોર્ટ',
    rma: 'RMA બેચ',
    transfers: 'ટ્રાન્સફર રિપોર્ટ',
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The run's email in the owner's language (English when they chose none we write). */
export function reportMail(v: {
  language: string;
  name: string;
  type: ReportType;
  day: string;
  rows: number;
  link: string;
}): Pick<Mail, 'subject' | 'text' | 'html'> {
  const lang: Language = v.language === 'hi' || v.language === 'gu' ? v.language : 'en';
  const texts = TEXTS[lang];
  const body = texts.body({ name: v.name, title: TITLES[lang][v.type], day: v.day, rows: v.rows });
  return {
    subject: texts.subject(v.name),
    text: `${body}\n\n${texts.open}: ${v.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(v.link)}">${escapeHtml(texts.open)}</a></p>`,
  };
}
