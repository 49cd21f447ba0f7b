//! The schema of both databases as a numbered list of steps. At start each database records
//! which steps it has taken and takes the rest in order, in one transaction, so an old file or
//! an old cluster comes up to date and two processes starting at once do not race.

/// SQLite's steps. The first is the schema from before steps were counted, so a file written
/// then is taken as it is.
pub const SQLITE: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS tables (
         code TEXT PRIMARY KEY,
         meta TEXT NOT NULL,
         save TEXT NOT NULL,
         updated INTEGER NOT NULL
     );",
    // The action log: a table is known by its code and its creation time, since a code is
    // free again once its table closes.
    "CREATE TABLE actions (
         code TEXT NOT NULL,
         created INTEGER NOT NULL,
         ply INTEGER NOT NULL,
         seat INTEGER NOT NULL,
         action TEXT NOT NULL,
         at INTEGER NOT NULL,
         PRIMARY KEY (code, created, ply)
     );",
];

/// PostgreSQL's steps.
pub const POSTGRES: &[&str] = &["CREATE TABLE processes (
         id SERIAL PRIMARY KEY,
         address TEXT NOT NULL,
         heartbeat TIMESTAMPTZ NOT NULL DEFAULT now(),
         draining BOOLEAN NOT NULL DEFAULT false
     );
     CREATE TABLE tables (
         code TEXT PRIMARY KEY,
         owner INTEGER,
         term BIGINT NOT NULL,
         meta TEXT NOT NULL,
         save TEXT NOT NULL,
         tokens TEXT[] NOT NULL DEFAULT '{}',
         ply BIGINT NOT NULL DEFAULT 0,
         updated TIMESTAMPTZ NOT NULL DEFAULT now()
     );
     CREATE INDEX tables_by_token ON tables USING gin (tokens);
     CREATE INDEX tables_by_owner ON tables (owner);
     CREATE TABLE actions (
         code TEXT NOT NULL,
         created BIGINT NOT NULL,
         ply BIGINT NOT NULL,
         seat INTEGER NOT NULL,
         action TEXT NOT NULL,
         term BIGINT NOT NULL,
         at TIMESTAMPTZ NOT NULL DEFAULT now(),
         PRIMARY KEY (code, created, ply)
     );
     CREATE TABLE address_misses (
         address TEXT PRIMARY KEY,
         since TIMESTAMPTZ NOT NULL,
         count INTEGER NOT NULL
     );
     -- What a process shows another when it forwards a client there, so that no client can
     -- pass for a forwarding process and name its own address.
     CREATE TABLE cluster (secret TEXT NOT NULL);
     INSERT INTO cluster (secret) VALUES (gen_random_uuid()::text || gen_random_uuid()::text);"];

/// The table both databases record their steps in.
pub const RECORD: &str = "CREATE TABLE IF NOT EXISTS schema_steps (
     step INTEGER PRIMARY KEY,
     taken TEXT NOT NULL
 );";
