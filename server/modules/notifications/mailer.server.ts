import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Reminders carry one; account mail (address verification) has nothing to unsubscribe from. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP delivery through nodemailer; null (e-mail off) without SMTP_URL. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, unsubscribeUrl }) {
      if (!unsubscribeUrl) {
        await transport.sendMail({ from, to, subject, text });
        return;
      }
      await transport.sendMail({
        from,
        to,
        subject,
        text: `${text}\n\n알림 메일 수신 거부: ${unsubscribeUrl}`,
        list: { unsubscribe: { url: unsubscribeUrl, comment: "알림 메일 수신 거부" } },
      });
    },
  };
}
