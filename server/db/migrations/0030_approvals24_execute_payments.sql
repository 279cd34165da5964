-- Executing a payment (its bank file, marking it Done) became a permission of its own, EXECUTE_PAYMENTS, beside
-- recording one (CREATE_PAYMENTS). Whoever could pay keeps both: users and rule groups holding CREATE_PAYMENTS get
-- EXECUTE_PAYMENTS (the demo accounts among them). Running it again changes nothing.
UPDATE "users" SET "permissions" = array_append("permissions", 'EXECUTE_PAYMENTS')
WHERE 'CREATE_PAYMENTS' = ANY("permissions") AND NOT 'EXECUTE_PAYMENTS' = ANY("permissions");
--> statement-breakpoint
UPDATE "rule_groups" SET "permissions" = array_append("permissions", 'EXECUTE_PAYMENTS')
WHERE 'CREATE_PAYMENTS' = ANY("permissions") AND NOT 'EXECUTE_PAYMENTS' = ANY("permissions");
