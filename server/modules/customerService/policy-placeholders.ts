/** Who answers for personal data (개인정보 보호법 제31조): /adm/settings, else PRIVACY_OFFICER_* in the configuration. */
export interface PrivacyOfficer {
  name?: string | undefined;
  email?: string | undefined;
}

/** Shown where the operator has not named an officer yet: no invented person (decision 0038). */
export const UNASSIGNED = "미지정";

/**
 * Fills the placeholders a stored policy text may hold. They stay in the database (admins edit the
 * text with them), so changing the officer is a settings change, not a new policy version.
 */
export function fillPolicyPlaceholders(body: string, officer: PrivacyOfficer): string {
  return body
    .replaceAll("{{PRIVACY_OFFICER_NAME}}", officer.name?.trim() || UNASSIGNED)
    .replaceAll("{{PRIVACY_OFFICER_EMAIL}}", officer.email?.trim() || UNASSIGNED);
}
