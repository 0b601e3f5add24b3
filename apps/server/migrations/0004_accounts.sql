-- Accounts: users known by their phone, one-time login codes, sessions and the counters behind
-- the login limits. Codes and tokens are stored only as hashes.

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone_number text NOT NULL UNIQUE,
  first_name text,
  last_name text,
  gender text CHECK (gender IN ('MALE', 'FEMALE')),
  user_type text,
  image_url text,
  state text,
  district text,
  taluk text,
  address_line1 text,
  pin_code text,
  country text NOT NULL DEFAULT 'INDIA',
  -- Filled by a later issue (password reset by e-mail); null until then.
  email text,
  role text NOT NULL DEFAULT 'customer',
  -- Null until the registration form is saved: the profile is incomplete.
  registered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- At most one code per phone: a resend replaces it, a correct one is deleted (single use), and
-- after too many wrong tries it stays void until replaced.
CREATE TABLE otp_codes (
  phone_number text PRIMARY KEY,
  -- HMAC-SHA256 of the code keyed by salt, hex.
  code_hash text NOT NULL,
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Opaque bearer tokens, kept as their SHA-256; logout deletes the row.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id, expires_at);

-- Sliding-window rate limits: one row per counted event (a code sent, a failed verification),
-- keyed by what is limited ("otp-send:phone:9876543210", "otp-send:ip:10.0.0.7", ...).
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key_idx ON rate_limit_hits (key, at);
