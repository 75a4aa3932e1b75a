/**
 * The one shape of a license id (`ld_id`): Q-Net's 4-digit jmcd (1320) or the catalogue's own ids of
 * other issuers (M209, T613), upper case, at most 12 characters. Every page, API and schema checks
 * ids with this rule, so an id one of them accepts is never refused by another.
 */
export const LICENSE_ID = /^[0-9A-Z]{1,12}$/;
