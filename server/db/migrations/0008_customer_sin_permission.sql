-- The whole SIN is now a permission of its own ("view customer_sin"): administrators and staff,
-- who saw it until now, keep seeing it; agents (role user) see its last three digits. Users'
-- permissions are read in catalogue order (normalizePermissions), so appending it is enough.
UPDATE "users" SET
  "permissions" = "permissions" || '[{"Action": "view", "Subject": "customer_sin"}]'::jsonb,
  "updated_at" = now()
WHERE ('admin' = ANY("roles") OR 'staff' = ANY("roles"))
  AND NOT "permissions" @> '[{"Subject": "customer_sin"}]'::jsonb;
