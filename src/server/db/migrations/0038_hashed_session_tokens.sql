-- Session tokens at rest become their SHA-256 in hex (docs/decisions/016, "Session 26"), as
-- hashSessionToken (src/server/auth/session-token-storage.ts) computes it over the token's UTF-8 bytes:
-- the cookies already handed out still carry the raw token, which the server now hashes before the
-- lookup, so everyone signed in stays signed in.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
