-- Endpoint hardening (decision 044): exactly-once applications, a visible
-- dead-letter state for notifications that never go, cheap clean-up of
-- expired rate-limit windows, and the character rules kept by the database
-- too (the endpoint refuses these values first; `not valid` leaves rows
-- stored before this migration alone and checks every new one).

-- The form's Idempotency-Key, one per submission attempt and kept across its
-- retries: a repeat finds the first application instead of storing another.
-- The fingerprint (SHA-256 of the normalised application) tells a repeat from
-- a different application sent with the same key.
alter table partner_applications
  add column idempotency_key text check (char_length(idempotency_key) between 16 and 128),
  add column idempotency_fingerprint text,
  add constraint partner_applications_idempotency_key_key unique (idempotency_key);

-- No C0/C1 control characters in the one-line fields; the message keeps tab
-- and line feed only. (Postgres cannot store NUL at all.)
alter table partner_applications
  add constraint partner_applications_one_line_text check (
    name !~ '[\x01-\x1f\x7f-\x9f]' and email !~ '[\x01-\x1f\x7f-\x9f]'
    and company !~ '[\x01-\x1f\x7f-\x9f]' and country !~ '[\x01-\x1f\x7f-\x9f]'
  ) not valid,
  add constraint partner_applications_message_text check (
    message !~ '[\x01-\x08\x0b-\x1f\x7f-\x9f]'
  ) not valid;

-- Set when the notification gave up after the capped number of attempts; it
-- is then never claimed again and `npm run applications` shows it as failed.
alter table partner_notification_outbox add column dead_at timestamptz;

drop index partner_notification_outbox_due_idx;
create index partner_notification_outbox_due_idx
  on partner_notification_outbox (next_attempt_at)
  where sent_at is null and dead_at is null;

-- Expired windows are deleted by window start.
create index partner_rate_limits_window_start_idx on partner_rate_limits (window_start);
