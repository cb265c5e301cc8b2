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
