import { escapeHtml } from './escape-html';

/** One mail with its placeholders filled; strings are plain text, the layout escapes them. */
export interface MailContent {
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Lines shown as a bulleted list after the paragraphs (the items of an order). */
  list?: string[];
  action?: { label: string; link: string; hint: string };
  closing: string[];
  signature: string;
  footer: string;
  /** The shop's address, linked in the footer. */
  siteUrl: string;
}

const BRAND = '#1f2a44';
const ACCENT = '#2f6fed';
const FONT = 'Arial,Helvetica,sans-serif';

/**
 * Mail clients ignore most CSS: tables for layout, inline styles only, a button made of a
 * coloured cell (Outlook drops padding on links), and the raw link below it.
 */
export function layoutHtml(mail: MailContent): string {
  const align = mail.dir === 'rtl' ? 'right' : 'left';
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const action = mail.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${ACCENT}" style="border-radius:6px;">
<a href="${escapeHtml(mail.action.link)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(mail.action.label)}</a>
</td></tr></table>
${p(mail.action.hint, 'font-size:13px;color:#6b7280;')}
<p style="margin:0 0 24px;font-size:13px;word-break:break-all;" dir="ltr"><a href="${escapeHtml(mail.action.link)}" target="_blank" style="color:${ACCENT};">${escapeHtml(mail.action.link)}</a></p>`
    : '';
  const list = mail.list?.length
    ? `<ul style="margin:0 0 24px;padding-${align}:20px;">${mail.list.map((item) => `<li style="margin:0 0 4px;">${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const siteHost = new URL(mail.siteUrl).host;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(mail.htmlLang)}" dir="${mail.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f6fb;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(mail.paragraphs[0] ?? mail.subject)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f6fb" style="background-color:#f4f6fb;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td bgcolor="${BRAND}" style="padding:20px 32px;border-radius:8px 8px 0 0;font-family:${FONT};font-size:24px;font-weight:bold;letter-spacing:6px;color:#ffffff;text-align:${align};">NOVA</td></tr>
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2937;text-align:${align};">
${p(mail.greeting)}
${mail.paragraphs.map((text) => p(text)).join('\n')}
${list}
${action}
${mail.closing.map((text) => p(text)).join('\n')}
${p(mail.signature, 'margin:0;')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:12px;line-height:18px;color:#6b7280;text-align:${align};">
${p(mail.footer, 'margin:0 0 8px;')}
<p style="margin:0;">NOVA &middot; <a href="${escapeHtml(mail.siteUrl)}" target="_blank" style="color:#6b7280;">${escapeHtml(siteHost)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the same words, the link on a line of its own. */
export function layoutText(mail: MailContent): string {
  const blocks = [
    'NOVA',
    mail.greeting,
    ...mail.paragraphs,
    ...(mail.list?.length ? [mail.list.map((item) => `- ${item}`).join('\n')] : []),
    ...(mail.action ? [`${mail.action.label}:\n${mail.action.link}`] : []),
    ...mail.closing,
    mail.signature,
    `--\n${mail.footer}\n${mail.siteUrl}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
