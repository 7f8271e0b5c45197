/** Escapes text for HTML bodies and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface LayoutContent {
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large, easy to copy. */
  code?: string;
  footnote: string;
  publicUrl: string;
  /** One call to action, shown as a button under the paragraphs. */
  action?: { label: string; href: string };
}

const COPPER = '#df9633';
const OAK = '#1a1613';
const PAPER = '#f4f1ed';

/**
 * One table-based layout with inline styles: what renders the same in Gmail, Outlook and Apple
 * Mail. Dark oak header with the wordmark, a light card, the code in a monospace box.
 */
export function renderLayout(content: LayoutContent): string {
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#3b342e;">${escapeHtml(text)}</p>`)
    .join('');
  const code = content.code
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${PAPER};border:1px solid #dcd6cf;border-radius:10px;padding:16px 28px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:32px;letter-spacing:10px;font-weight:700;color:${OAK};">${escapeHtml(content.code)}</td></tr></table>`
    : '';
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${COPPER};border-radius:8px;"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:600;color:${OAK};text-decoration:none;">${escapeHtml(content.action.label)}</a></td></tr></table>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<link rel="icon" href="data:,">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#e9e4de;font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e9e4de;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;border-radius:14px;overflow:hidden;background:#ffffff;">
<tr><td style="background:${OAK};padding:22px 32px;">
<span style="font-family:'Playfair Display',Georgia,'Times New Roman',serif;font-size:24px;font-weight:600;color:${PAPER};letter-spacing:1px;">Cask<span style="color:${COPPER};">mark</span></span>
</td></tr>
<tr><td style="height:4px;background:${COPPER};line-height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:'Playfair Display',Georgia,'Times New Roman',serif;font-size:24px;line-height:32px;font-weight:600;color:${OAK};">${escapeHtml(content.heading)}</h1>
${paragraphs}${code}${action}
<p style="margin:0;font-size:13px;line-height:20px;color:#7d7266;">${escapeHtml(content.footnote)}</p>
</td></tr>
<tr><td style="padding:18px 32px;background:${PAPER};font-size:12px;line-height:18px;color:#7d7266;">
Caskmark · bottles of wine and spirits, held as NFTs · <a href="${escapeHtml(content.publicUrl)}" style="color:#945000;">${escapeHtml(content.publicUrl.replace(/^https?:\/\//, ''))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
