-- Field evidence no stranger writes (decision 071).
-- 1. Exact windows: aggregates per minute instead of per hour, and per canary run (the start
--    time of the canary the view was served under, from its view token; '' outside a canary),
--    so a canary is judged on exactly the views served while it ran.
-- 2. Each view counted once: the ids of the view tokens already counted, until they expire.
-- 3. What the edge saw itself: documents it answered, those answered with a 5xx, and a remote
--    version's files it answered with 404 or 5xx, per release and canary run.
-- Aggregates stored so far are hourly and belong to no run: they are dropped (they only fed
-- canaries that have ended).
delete from field_release_stats;
delete from field_version_stats;

alter table field_release_stats rename column hour to minute;
alter table field_release_stats drop constraint field_release_stats_hour_check;
alter table field_release_stats add constraint field_release_stats_minute_check
  check (date_trunc('minute', minute) = minute);
alter table field_release_stats add column canary_run text not null default ''
  check (char_length(canary_run) <= 40);
alter table field_release_stats drop constraint field_release_stats_pkey;
alter table field_release_stats add primary key (release, canary_run, minute);
create index field_release_stats_minute_idx on field_release_stats (minute);

alter table field_version_stats rename column hour to minute;
alter table field_version_stats drop constraint field_version_stats_hour_check;
alter table field_version_stats add constraint field_version_stats_minute_check
  check (date_trunc('minute', minute) = minute);
create index field_version_stats_minute_idx on field_version_stats (minute);

create table field_seen_views (
  token_id text not null check (char_length(token_id) between 8 and 64),
  view integer not null check (view between 1 and 100),
  expires_at timestamptz not null,
  primary key (token_id, view)
);
create index field_seen_views_expires_at_idx on field_seen_views (expires_at);

create table field_edge_stats (
  release text not null check (char_length(release) between 1 and 64),
  canary_run text not null check (char_length(canary_run) <= 40),
  minute timestamptz not null check (date_trunc('minute', minute) = minute),
  documents integer not null,
  failed_documents integer not null,
  failed_assets integer not null,
  primary key (release, canary_run, minute)
);
create index field_edge_stats_minute_idx on field_edge_stats (minute);

alter table field_seen_views enable row level security;
alter table field_edge_stats enable row level security;
