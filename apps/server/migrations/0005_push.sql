-- Web push subscriptions, one row per browser (its endpoint is unique). A browser that subscribes
-- again updates its keys; one that changes hands moves to the user who subscribed last. A row
-- belongs to the session that made it: logging out (or the session's end) stops notifications to
-- that browser, so a shared phone does not keep showing the last user's orders. Rows also go when
-- the push service says the subscription is gone (404/410) or the user is deleted.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX push_subscriptions_user_id_idx ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_token_hash);
