import { languageOf, type ReportType } from '@dd/contract';
import type { Mail } from '../../lib/mailer';
import { textsIn } from '../../lib/texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What every email of a run names: the owner's language, the schedule, its report and day. */
type RunMail = { language: string; name: string; type: ReportType; day: string };

/** The owner's words, and the values every email of the run names (the report's title too). */
function wordsOf(v: RunMail) {
  const say = textsIn(languageOf(v.language));
  const values = { name: v.name, title: say(`reports.types.${v.type}.title`), day: v.day };
  return { say, values };
}

/** The run's email in the owner's language (English when they chose none we write). */
export function reportMail(
  v: RunMail & { rows: number; link: string },
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const { say, values } = wordsOf(v);
  const body = say('email.schedule.body', { ...values, count: v.rows });
  const open = say('email.schedule.open');
  return {
    subject: say('email.schedule.subject', values),
    text: `${body}\n\n${open}: ${v.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(v.link)}">${escapeHtml(open)}</a></p>`,
  };
}

/** A run over the attachment cap: what to do, in the owner's language; no file and no link. */
export function tooLargeMail(
  v: RunMail & { megabytes: number },
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const { say, values } = wordsOf(v);
  const body = say('email.schedule.tooLargeBody', { ...values, megabytes: v.megabytes });
  return {
    subject: say('email.schedule.tooLargeSubject', values),
    text: `${body}\n`,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}
