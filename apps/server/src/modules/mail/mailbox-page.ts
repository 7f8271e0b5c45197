import { escapeHtml } from './layout';
import type { StoredMail } from './mailer';

/** The /dev/mailbox page: newest first, a filter by recipient, each message rendered in a sandbox. */
export function renderMailboxPage(messages: StoredMail[], to: string | undefined): string {
  const items = messages
    .map(
      (message) => `<article>
  <header>
    <div><strong>${escapeHtml(message.subject)}</strong><span class="to">to ${escapeHtml(message.to)}</span></div>
    <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>
  </header>
  <iframe title="${escapeHtml(message.subject)}" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>
  <details><summary>Text part</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`,
    )
    .join('\n');
  const empty = `<p class="empty">No messages${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Mailbox · Caskmark dev</title>
<style>
  body { margin: 0; background: #110e0c; color: #f4f1ed; font-family: Inter, system-ui, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px 64px; }
  h1 { font-family: Georgia, serif; font-weight: 600; margin: 0 0 4px; }
  p.lead { color: #bdb4aa; margin: 0 0 20px; }
  form { display: flex; gap: 8px; margin-bottom: 24px; flex-wrap: wrap; }
  input { flex: 1; min-width: 220px; padding: 10px 12px; border-radius: 8px; border: 1px solid #5f564d; background: #1a1613; color: inherit; font-size: 15px; }
  button, a.button { padding: 10px 16px; border-radius: 8px; border: 0; background: #df9633; color: #110e0c; font-weight: 600; font-size: 15px; cursor: pointer; text-decoration: none; }
  a.button { background: #3b342e; color: #f4f1ed; }
  article { background: #1a1613; border: 1px solid #3b342e; border-radius: 12px; margin-bottom: 20px; overflow: hidden; }
  article header { display: flex; justify-content: space-between; gap: 12px; padding: 12px 16px; flex-wrap: wrap; }
  article header .to { display: block; color: #bdb4aa; font-size: 14px; }
  time { color: #9b9084; font-size: 13px; }
  iframe { width: 100%; height: 560px; border: 0; background: #e9e4de; display: block; }
  details { padding: 8px 16px 12px; color: #bdb4aa; }
  pre { white-space: pre-wrap; font-size: 13px; }
  .empty { color: #bdb4aa; }
</style>
</head>
<body>
<main>
  <h1>Mailbox</h1>
  <p class="lead">Every e-mail the server wrote, newest first. Development only; JSON at <code>/dev/mailbox?to=…</code> without an HTML Accept header.</p>
  <form method="get" action="/dev/mailbox">
    <input type="email" name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient">
    <button type="submit">Filter</button>
    <a class="button" href="/dev/mailbox">All</a>
  </form>
  ${messages.length ? items : empty}
</main>
</body>
</html>`;
}
