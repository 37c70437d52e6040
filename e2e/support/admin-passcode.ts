/**
 * The admin passcode of the e2e server, and its ADMIN_PASSCODE_HASH (made with
 * `printf %s e2e-admin-passcode | npm run -s admin:hash`). Test-only: never a real passcode.
 */
export const E2E_ADMIN_PASSCODE = 'e2e-admin-passcode';
export const E2E_ADMIN_PASSCODE_HASH =
  'scrypt$32768$8$1$lwyn141mTYbEgBptr1Kdxw==$Qmd5sent0629WxXU6LL7ERXXyrZmUEz0xa+tmezBb5E=';
