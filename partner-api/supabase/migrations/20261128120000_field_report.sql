-- Field data by release (decision 098): aggregates of page-view beacons, nothing per view.
-- One row per release and hour, and per app version and hour: counts, and for LCP, INP
-- and CLS a fixed-bucket histogram (_shared/field-report/histogram.ts names the edges)
-- from which a p75 is read. No address, user agent or finer time is stored anywhere here.
-- Row-level security on with no policy, as for the partner tables: only the function
-- (and the database owner, e.g. the canary watcher) reads or writes them.

-- Two histograms added bucket by bucket (the upserts below).
create function field_add_counts(a integer[], b integer[]) returns integer[]
language sql immutable strict as $$
  select array_agg(coalesce(x, 0) + coalesce(y, 0) order by i)
  from unnest(a, b) with ordinality as u(x, y, i)
$$;

create table field_release_stats (
  release text not null check (char_length(release) between 1 and 64),
  hour timestamptz not null check (date_trunc('hour', hour) = hour),
  views integer not null,
  error_free_views integer not null,
  errors integer not null,
  failed_remote_loads integer not null,
  form_sends integer not null,
  failed_form_sends integer not null,
  lcp_histogram integer[] not null,
  inp_histogram integer[] not null,
  cls_histogram integer[] not null,
  primary key (release, hour)
);

create table field_version_stats (
  app text not null check (char_length(app) between 1 and 32),
  version text not null check (char_length(version) between 1 and 64),
  hour timestamptz not null check (date_trunc('hour', hour) = hour),
  views integer not null,
  error_free_views integer not null,
  errors integer not null,
  -- Failed loads of this very app version.
  failed_remote_loads integer not null,
  form_sends integer not null,
  failed_form_sends integer not null,
  lcp_histogram integer[] not null,
  inp_histogram integer[] not null,
  cls_histogram integer[] not null,
  primary key (app, version, hour)
);

-- The endpoint's own fixed-window counter per hashed client address (its window is
-- shorter than the partner endpoint's, so the two never clean up each other's rows).
create table field_rate_limits (
  key_hash text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index field_rate_limits_window_start_idx on field_rate_limits (window_start);

alter table field_release_stats enable row level security;
alter table field_version_stats enable row level security;
alter table field_rate_limits enable row level security;
