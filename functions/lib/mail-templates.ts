// Markk's branded account e-mails. Cognito substitutes the code for `codeParameter`
// (it is `{####}` in AWS), so these templates never see the real code.

export interface AccountMail {
  subject: string;
  html: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(greeting: string, lead: string, code: string, footer: string): string {
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:0 auto;color:#1f2937">',
    '<h1 style="color:#6C5CE7;font-size:24px;margin:0 0 16px">Markk</h1>',
    `<p>${greeting}</p>`,
    `<p>${lead}</p>`,
    `<p style="font-size:28px;letter-spacing:4px;font-weight:bold;background:#f3f0ff;padding:12px 16px;text-align:center">${code}</p>`,
    `<p style="color:#6b7280;font-size:13px">${footer}</p>`,
    '<p style="color:#6b7280;font-size:13px">Markk — build your marketing department, no agency required.</p>',
    '</div>',
  ].join('');
}

export type AccountMailKind = 'verify' | 'reset' | 'attribute';

export function accountMail(kind: AccountMailKind, fullName: string | undefined, codeParameter: string): AccountMail {
  const greeting = `Hi ${escapeHtml(fullName?.trim() || 'there')},`;
  const ignore = "If you didn't ask for this, you can ignore this e-mail.";
  switch (kind) {
    case 'verify':
      return {
        subject: 'Verify your Markk account',
        html: layout(greeting, 'Welcome to Markk! Enter this code to verify your e-mail address and finish creating your account:', codeParameter, ignore),
      };
    case 'reset':
      return {
        subject: 'Reset your Markk password',
        html: layout(greeting, 'Use this code to choose a new password for your Markk account:', codeParameter, ignore),
      };
    case 'attribute':
      return {
        subject: 'Confirm your new Markk e-mail address',
        html: layout(greeting, 'Enter this code to confirm the e-mail address on your Markk account:', codeParameter, ignore),
      };
  }
}

export interface TeamInviteMailInput {
  teamName: string;
  inviterName: string;
  role: 'member' | 'admin';
  /** {app}/team-invite/{token} */
  link: string;
  expiresInDays: number;
}

/** The team invitation: text and HTML, the team, who invited, and a button to the invite link. */
export function teamInviteMail(input: TeamInviteMailInput): { subject: string; text: string; html: string } {
  const as = input.role === 'admin' ? 'an admin' : 'a member';
  const subject = `${input.inviterName} invited you to join ${input.teamName} on Markk`;
  const text = [
    'Hi there,',
    '',
    `${input.inviterName} invited you to join the team "${input.teamName}" on Markk as ${as}.`,
    '',
    `Accept the invitation: ${input.link}`,
    '',
    `The invitation expires in ${input.expiresInDays} days. If you don't have a Markk account yet, you can create one with this e-mail address from the link.`,
    "If you weren't expecting this, you can ignore this e-mail.",
    '',
    'Markk — build your marketing department, no agency required.',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:0 auto;color:#1f2937">',
    '<h1 style="color:#6C5CE7;font-size:24px;margin:0 0 16px">Markk</h1>',
    '<p>Hi there,</p>',
    `<p><strong>${escapeHtml(input.inviterName)}</strong> invited you to join the team <strong>${escapeHtml(input.teamName)}</strong> on Markk as ${as}.</p>`,
    `<p style="text-align:center;margin:24px 0"><a href="${link}" style="background:#6C5CE7;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Accept invitation</a></p>`,
    `<p style="color:#6b7280;font-size:13px">Or open this link: <a href="${link}">${link}</a></p>`,
    `<p style="color:#6b7280;font-size:13px">The invitation expires in ${input.expiresInDays} days. If you don't have a Markk account yet, you can create one with this e-mail address from the link. If you weren't expecting this, you can ignore this e-mail.</p>`,
    '<p style="color:#6b7280;font-size:13px">Markk — build your marketing department, no agency required.</p>',
    '</div>',
  ].join('');
  return { subject, text, html };
}

export interface PublishingMailInput {
  title: string;
  message: string;
  /** Where in Markk to act on it, e.g. {app}/calendar. */
  link: string;
  action: string;
  /** A white-label mail: the agency's name and colour instead of Markk's, and no Markk footer. */
  brand?: { name: string; colour: string } | null | undefined;
}

/** A publishing problem (a post that did not go out, a connection that needs reconnecting): what happened and a button to fix it. */
export function publishingMail(input: PublishingMailInput): { subject: string; text: string; html: string } {
  const footer = input.brand ? null : 'Markk — build your marketing department, no agency required.';
  const text = [input.message, '', `${input.action}: ${input.link}`, ...(footer ? ['', footer] : [])].join('\n');
  const link = escapeHtml(input.link);
  // A brand's colour is a hex colour from its brand kit; anything else falls back to Markk's.
  const colour = input.brand && /^#[0-9a-f]{6}$/i.test(input.brand.colour) ? input.brand.colour : '#6C5CE7';
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:0 auto;color:#1f2937">',
    `<h1 style="color:${colour};font-size:24px;margin:0 0 16px">${escapeHtml(input.brand?.name ?? 'Markk')}</h1>`,
    `<p><strong>${escapeHtml(input.title)}</strong></p>`,
    `<p>${escapeHtml(input.message)}</p>`,
    `<p style="text-align:center;margin:24px 0"><a href="${link}" style="background:${colour};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(input.action)}</a></p>`,
    ...(footer ? [`<p style="color:#6b7280;font-size:13px">${footer}</p>`] : []),
    '</div>',
  ].join('');
  return { subject: input.title, text, html };
}
