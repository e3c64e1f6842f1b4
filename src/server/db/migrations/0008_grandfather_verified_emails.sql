-- Sign-in now needs a confirmed email address (docs/decisions/017). Accounts
-- with a password made before that could already sign in: they stay able to.
-- Invited accounts without a password are confirmed when they are claimed.
UPDATE "profiles" SET "email_verified" = true
WHERE "email_verified" = false
  AND "id" IN (SELECT "user_id" FROM "accounts" WHERE "provider_id" = 'credential' AND "password" IS NOT NULL);
