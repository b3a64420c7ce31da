-- Partner applications sent from /partners and /es/partners, the outbox of
-- their notification e-mails, and the per-client rate limit.
-- Row-level security is on with no policy: the public (anon) and authenticated
-- roles can neither read nor write these tables through the data API. Only the
-- function, connected with the database URL secret as the table owner, can.

create table partner_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  company text not null check (char_length(company) between 1 and 150),
  country text not null check (char_length(country) between 1 and 100),
  partner_type text not null check (partner_type in ('referral', 'implementation', 'strategic', 'unsure')),
  message text not null default '' check (char_length(message) <= 2000),
  language text not null check (language in ('en', 'es')),
  -- SHA-256 of the client address (never the address itself).
  client_hash text not null
);

create index partner_applications_created_at_idx on partner_applications (created_at desc);

-- One row per application, written in the same statement as the application:
-- the notification is sent after the answer and retried until it goes out.
create table partner_notification_outbox (
  id bigint generated always as identity primary key,
  application_id uuid not null unique references partner_applications (id) on delete cascade,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);

create index partner_notification_outbox_due_idx
  on partner_notification_outbox (next_attempt_at)
  where sent_at is null;

-- Fixed-window counter per hashed client address, shared by every instance.
create table partner_rate_limits (
  key_hash text primary key,
  window_start timestamptz not null,
  hits integer not null
);

alter table partner_applications enable row level security;
alter table partner_notification_outbox enable row level security;
alter table partner_rate_limits enable row level security;
