-- Link secrets out of the tracking rows stored before they were stripped on the way in (docs/decisions/044,
-- "Session 25"): an application or confirmation link's token and any `token` query value become :token, as
-- withoutLinkSecrets (src/shared/link-secrets.ts) does.
UPDATE "user_activity_logs" SET
  "page_path" = regexp_replace(regexp_replace("page_path", '(/application/(view|confirm)/)[^/?#]+', '\1:token', 'g'), '([?&]token=)[^&#]*', '\1:token', 'gi'),
  "referrer" = regexp_replace(regexp_replace("referrer", '(/application/(view|confirm)/)[^/?#]+', '\1:token', 'g'), '([?&]token=)[^&#]*', '\1:token', 'gi')
WHERE "page_path" ~* '/application/(view|confirm)/|[?&]token=' OR "referrer" ~* '/application/(view|confirm)/|[?&]token=';
--> statement-breakpoint
UPDATE "page_performance_metrics" SET
  "page_path" = regexp_replace(regexp_replace("page_path", '(/application/(view|confirm)/)[^/?#]+', '\1:token', 'g'), '([?&]token=)[^&#]*', '\1:token', 'gi')
WHERE "page_path" ~* '/application/(view|confirm)/|[?&]token=';
--> statement-breakpoint
UPDATE "viral_activity_events" SET
  "properties" = jsonb_set("properties", '{page_path}', to_jsonb(regexp_replace(regexp_replace("properties"->>'page_path', '(/application/(view|confirm)/)[^/?#]+', '\1:token', 'g'), '([?&]token=)[^&#]*', '\1:token', 'gi')))
WHERE "properties"->>'page_path' ~* '/application/(view|confirm)/|[?&]token=';
