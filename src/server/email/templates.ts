import type { Email } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function verificationEmail(to: string, name: string, url: string): Email {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: "Confirm your Quillstack account",
    text: `${greeting}\n\nConfirm your email address to finish creating your Quillstack account:\n\n${url}\n\nIf you did not sign up, you can ignore this message.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your email address to finish creating your Quillstack account:</p><p><a href="${escapeHtml(url)}">Confirm my email</a></p><p>If you did not sign up, you can ignore this message.</p>`,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): Email {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: "Reset your Quillstack password",
    text: `${greeting}\n\nSomeone asked to reset the password of your Quillstack account. Choose a new password here (the link works for one hour, once):\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Quillstack account. Choose a new password here (the link works for one hour, once):</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}

export function upgradeRequestEmail(
  to: string,
  requester: { name: string; email: string },
  plan: string,
  adminUrl: string,
): Email {
  const who = requester.name ? `${requester.name} <${requester.email}>` : requester.email;
  return {
    to,
    subject: `Upgrade request: ${requester.email} asks for ${plan}`,
    text: `${who} asked to be upgraded to the ${plan} plan.\n\nGrant or dismiss the request in the Billing tab of the admin portal:\n\n${adminUrl}\n`,
    html: `<p>${escapeHtml(who)} asked to be upgraded to the ${escapeHtml(plan)} plan.</p><p>Grant or dismiss the request in the Billing tab of the admin portal:</p><p><a href="${escapeHtml(adminUrl)}">Open the Billing tab</a></p>`,
  };
}
