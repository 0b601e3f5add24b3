-- Password reset by e-mail code, and e-mail + password login (issue 5). The e-mail lives on the
-- user (0004's column, filled by the profile form); it names at most one account.
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL;

-- One password per user that has set one, kept apart from the profile so no profile query can
-- ever read it. hash is "scrypt$N$r$p$<salt hex>$<key hex>" (features/auth/password-hashing.ts).
CREATE TABLE user_passwords (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  hash text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- At most one reset code per e-mail: a new request replaces it, a used one is deleted, after too
-- many wrong tries it stays void until replaced. Stored as HMAC-SHA256(salt, email:code), hex.
-- A code is for the user that had the e-mail when it was sent, and for that e-mail only.
CREATE TABLE password_reset_codes (
  email text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
