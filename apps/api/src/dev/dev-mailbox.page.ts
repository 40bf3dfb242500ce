import type { StoredMail } from '../mail/mail.service';
import { escapeHtml } from '../mail/templates/escape-html';

/** http(s) addresses in a plain-text message (confirmation, reset and recovery links). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

function mailEntry(mail: StoredMail): string {
  const date = mail.createdAt.toISOString();
  const links = linksIn(mail.text)
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  const attachments = mail.attachments.length
    ? `<dt>Attachments</dt><dd>${mail.attachments.map(escapeHtml).join(', ')}</dd>`
    : '';
  return `<article class="mail">
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Date</dt><dd><time datetime="${date}">${date.replace('T', ' ').slice(0, 19)} UTC</time></dd><dt>Status</dt><dd>${escapeHtml(mail.status)}</dd>${attachments}</dl>
${links ? `<ul class="links">${links}</ul>` : ''}
<pre>${escapeHtml(mail.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox title="HTML version" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`;
}

/** The /dev/mailbox page: every stored message, newest first, with its links clickable. */
export function mailboxPage(mails: StoredMail[]): string {
  // Names and addresses are whatever a user typed: everything is escaped.
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2a44; }
.mail { border: 1px solid #d6dae3; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.mail h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 .5rem; }
dt { font-weight: bold; }
dd { margin: 0; }
.links a { color: #2f6fed; word-break: break-all; }
pre { white-space: pre-wrap; background: #f4f6fb; padding: .75rem; border-radius: 6px; }
iframe { width: 100%; height: 36rem; border: 1px solid #d6dae3; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the shop would have sent: ${mails.length} message(s), newest first. This page never exists in production. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${mails.length ? mails.map(mailEntry).join('\n') : '<p>No mail yet.</p>'}
</body>
</html>
`;
}
