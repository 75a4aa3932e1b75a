/** What a sign-up or profile save says about the verification e-mail of the address it stored (issue 34). */
export type VerificationMail = "sent" | "mail_off" | "failed" | "limited";

/** Verification e-mails per member and hour: saving the profile again must not mail-bomb an address. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

export const VERIFICATION_MAIL_NOTICES: Record<VerificationMail, string> = {
  sent: "입력하신 이메일로 인증 링크를 보냈습니다. 24시간 안에 링크를 열면 이메일 주소가 인증됩니다.",
  mail_off: "이 사이트는 메일 발송이 설정되지 않아 이메일 주소를 인증할 수 없습니다. 주소는 미인증으로 남습니다.",
  failed: "인증 메일을 보내지 못했습니다. 잠시 후 개인정보 수정에서 이메일을 다시 저장해주세요.",
  limited: "인증 메일은 1시간에 5번까지 보냅니다. 잠시 후 개인정보 수정에서 이메일을 다시 저장해주세요.",
};
