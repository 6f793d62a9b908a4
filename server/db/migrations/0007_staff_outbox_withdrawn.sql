-- The outbox is an administrator's to read: everyone else loses "view outbox", and their access
-- version is raised so that tokens still carrying it are refused at once (203, forced logout).
UPDATE "users" AS u SET
  "permissions" = (
    SELECT coalesce(jsonb_agg(p.value ORDER BY p.ordinality), '[]'::jsonb)
    FROM jsonb_array_elements(u."permissions") WITH ORDINALITY AS p(value, ordinality)
    WHERE p.value->>'Subject' <> 'outbox'
  ),
  "access_version" = u."access_version" + 1,
  "updated_at" = now()
WHERE NOT ('admin' = ANY(u."roles"))
  AND u."permissions" @> '[{"Subject": "outbox"}]'::jsonb;
