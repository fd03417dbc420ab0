export { createMailer } from './mailer';
export type { Mailer, MailerOptions, OutgoingMail, SentMail } from './mailer';
export { passwordMail, registrationMail } from './mails';
