/** The house's e-mail look: one centred column on ivory, serif heading, one gold-edged button. */
export type MailContent = {
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footnote?: string
  signature: string
  brand: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

export function renderMailHtml(c: MailContent, lang: string): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font:16px/1.6 Helvetica,Arial,sans-serif;color:#1f1d1b">${escape(text)}</p>`
  const button = c.action
    ? `<p style="margin:28px 0"><a href="${escape(c.action.url)}" style="display:inline-block;padding:14px 28px;border:1px solid #a8823a;background:#1f1d1b;color:#faf7f2;text-decoration:none;font:14px Helvetica,Arial,sans-serif;letter-spacing:.08em;text-transform:uppercase">${escape(c.action.label)}</a></p>
<p style="margin:0 0 16px;font:13px/1.5 Helvetica,Arial,sans-serif;color:#5e5955;word-break:break-all">${escape(c.action.url)}</p>`
    : ''
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(c.heading)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-top:2px solid #a8823a">
<tr><td style="padding:36px 40px 8px;text-align:center;font:24px Georgia,'Times New Roman',serif;letter-spacing:.3em;color:#1f1d1b">${escape(c.brand.toUpperCase())}</td></tr>
<tr><td style="padding:16px 40px 32px">
<h1 style="margin:0 0 24px;font:normal 28px/1.3 Georgia,'Times New Roman',serif;color:#1f1d1b">${escape(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${button}
${c.footnote ? `<p style="margin:24px 0 0;font:13px/1.5 Helvetica,Arial,sans-serif;color:#5e5955">${escape(c.footnote)}</p>` : ''}
<p style="margin:32px 0 0;font:15px/1.6 Georgia,'Times New Roman',serif;color:#1f1d1b">${escape(c.signature)}</p>
</td></tr></table></td></tr></table></body></html>`
}

export function renderMailText(c: MailContent): string {
  return [
    c.brand.toUpperCase(),
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((x) => [x, '']),
    ...(c.action ? [`${c.action.label}:`, c.action.url, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    c.signature,
  ].join('\n')
}
