/** better-auth's identifier for password-reset tokens; the claim reuses that flow. */
export const resetTokenIdentifier = (token: string) => `reset-password:${token}`;
