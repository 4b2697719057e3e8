/** The address an account is known by, as every account form asks for it. */
export const EMAIL_FIELD = {
  id: 'account-email',
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
} as const
