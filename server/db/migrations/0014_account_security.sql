-- The access-token key moves out of the database (AUTH_SECRET or $DATA_DIR/auth-secret, decision 0030):
-- access tokens signed with the old key stop working once; refresh cookies renew them.
DROP TABLE "auth_secrets" CASCADE;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing sessions started at their family's first token and get the same 30-day limit as new ones.
UPDATE "refresh_tokens" AS r SET "session_started_at" = f.started
  FROM (SELECT "family_id", min("created_at") AS started FROM "refresh_tokens" GROUP BY "family_id") AS f
  WHERE r."family_id" = f."family_id";--> statement-breakpoint
UPDATE "refresh_tokens" SET "expires_at" = least("expires_at", "session_started_at" + interval '30 days');
