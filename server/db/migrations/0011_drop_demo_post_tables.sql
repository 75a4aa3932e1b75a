DROP TABLE "board_posts" CASCADE;--> statement-breakpoint
DROP TABLE "license_news" CASCADE;--> statement-breakpoint
DROP TABLE "talk_posts" CASCADE;