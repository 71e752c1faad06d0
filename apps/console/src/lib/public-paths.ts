/**
 * Where a person lands once their account is deleted (docs/decisions/0038-export-and-account-deletion.md): a public
 * page, outside the gates, so being signed out there starts no sign-in.
 */
export const ACCOUNT_DELETED_PATH = '/account-deleted';
