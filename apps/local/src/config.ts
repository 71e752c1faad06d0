/** `npm start`'s local mail catcher (docs/decisions/0025-invitation-mail.md): its SMTP port and its web inbox. */
export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_INBOX_PORT = 4002;
