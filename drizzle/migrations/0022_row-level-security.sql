-- Row-level security (docs/decisions/055-row-level-security.md). The app's queries run as `excursio_app`, a role
-- that owns nothing; every tenant-owned row is visible to it only inside a transaction that named its tenant
-- (excursio.tenant_id), one of its suppliers (excursio.supplier_ids, the partner hub) or a background worker's
-- scope (excursio.scope = 'system'; 'platform' for a platform admin in the hub). With no setting: no rows.
--
-- Roles are cluster-wide and test databases are migrated concurrently: a concurrent creator is not an error.
DO $$
BEGIN
  CREATE ROLE excursio_app NOLOGIN NOSUPERUSER NOINHERIT NOCREATEDB NOCREATEROLE NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The owner switches to the app role (`SET ROLE`) when no separate login is configured; a superuser needs no grant.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT excursio_app TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO excursio_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO excursio_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO excursio_app;
--> statement-breakpoint
-- Tables and sequences later migrations create (as the same owner) are the app's to use too; their rows are
-- guarded only once a policy says so, which tests/integration/row-level-security.test.ts requires of any table
-- with a tenant_id.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO excursio_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO excursio_app;
--> statement-breakpoint
-- The settings, read once per statement (stable), '' and unset alike meaning "none".
CREATE OR REPLACE FUNCTION excursio_tenant() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT nullif(current_setting('excursio.tenant_id', true), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION excursio_suppliers() RETURNS uuid[] LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT nullif(current_setting('excursio.supplier_ids', true), '')::uuid[] $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION excursio_every_row() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT coalesce(current_setting('excursio.scope', true), '') IN ('system', 'platform') $$;
--> statement-breakpoint
-- Every table with a tenant_id: its tenant's rows, or every row for a worker or a platform admin.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_rows ON %I USING (tenant_id = excursio_tenant() OR excursio_every_row()) WITH CHECK (tenant_id = excursio_tenant() OR excursio_every_row())', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A supplier's rows for the partner hub, across the tenants that sell them: its bookings (by experience), and what
-- hangs off them. Each subquery is itself under row-level security, so "an order of a visible booking" needs no
-- second copy of the supplier test.
CREATE POLICY supplier_rows ON bookings USING (excursio_suppliers() IS NOT NULL AND experience_id IN (SELECT id FROM experiences WHERE supplier_id = ANY (excursio_suppliers())));
--> statement-breakpoint
CREATE POLICY supplier_rows ON orders USING (excursio_suppliers() IS NOT NULL AND id IN (SELECT order_id FROM bookings));
--> statement-breakpoint
CREATE POLICY supplier_rows ON booking_operations USING (excursio_suppliers() IS NOT NULL AND booking_id IN (SELECT id FROM bookings));
--> statement-breakpoint
CREATE POLICY supplier_rows ON payments USING (excursio_suppliers() IS NOT NULL AND order_id IN (SELECT id FROM orders));
--> statement-breakpoint
CREATE POLICY supplier_rows ON invoices USING (excursio_suppliers() IS NOT NULL AND order_id IN (SELECT id FROM orders));
--> statement-breakpoint
CREATE POLICY supplier_rows ON sandbox_gateway_sessions USING (excursio_suppliers() IS NOT NULL AND (tenant_id, purchase_id) IN (SELECT tenant_id, purchase_id FROM orders));
--> statement-breakpoint
CREATE POLICY supplier_rows ON sandbox_gateway_webhooks USING (excursio_suppliers() IS NOT NULL AND session_id IN (SELECT id FROM sandbox_gateway_sessions));
--> statement-breakpoint
CREATE POLICY supplier_rows ON custom_offer_requests USING (excursio_suppliers() IS NOT NULL AND experience_id IN (SELECT id FROM experiences WHERE supplier_id = ANY (excursio_suppliers())));
--> statement-breakpoint
CREATE POLICY supplier_rows ON audit_log USING (supplier_id = ANY (excursio_suppliers()));
--> statement-breakpoint
-- The emails about a visible order (the buyer's, and the hub's own about one of its bookings).
CREATE POLICY supplier_rows ON outbox FOR SELECT USING (excursio_suppliers() IS NOT NULL AND EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = outbox.tenant_id AND (o.number = outbox.payload -> 'order' ->> 'number' OR outbox.payload -> 'hub' ->> 'reference' LIKE o.number || '-%')));
--> statement-breakpoint
-- The refund, capture or release a supplier's answer or cancellation queues is sent by the same request at once
-- (processPaymentActions leases and marks its outbox row), as it is in the buyer's: rows about a visible payment.
CREATE POLICY supplier_payment_actions ON outbox USING (excursio_suppliers() IS NOT NULL AND kind = 'payment' AND payload ->> 'paymentId' IN (SELECT id::text FROM payments));
--> statement-breakpoint
-- What a supplier's decision or cancellation writes for the tenant that sold the booking: its emails, its credit
-- note's number, the refund's event. Written, not read: a supplier never lists another supplier's rows there.
CREATE POLICY supplier_writes ON outbox FOR INSERT WITH CHECK (excursio_suppliers() IS NOT NULL AND tenant_id IN (SELECT tenant_id FROM bookings));
--> statement-breakpoint
CREATE POLICY supplier_rows ON document_counters USING (excursio_suppliers() IS NOT NULL AND tenant_id IN (SELECT tenant_id FROM bookings));
--> statement-breakpoint
CREATE POLICY supplier_writes ON payment_events FOR INSERT WITH CHECK (excursio_suppliers() IS NOT NULL AND tenant_id IN (SELECT tenant_id FROM bookings));
--> statement-breakpoint
-- The hub's own scope (tenant '_platform', app/domain/hub-mail.ts) before anyone signs in: the platform's audit entries
-- (the first admin's setup, an accepted invitation) belong to no tenant, and are written, never read, there.
CREATE POLICY platform_writes ON audit_log FOR INSERT WITH CHECK (excursio_tenant() = '_platform' AND tenant_id IS NULL);
--> statement-breakpoint
-- The development mailbox's hub page (decision 044) lists every hub email, as listHubMailbox asks; off in production.
CREATE POLICY hub_mail ON dev_mailbox FOR SELECT USING (excursio_tenant() = '_platform' AND kind = 'hub');
