-- Every change to a departure that a page shows (seats taken or freed, capacity, a closed date, a price, a new or
-- removed departure) tells every app server on this database, from inside the transaction that made it: PostgreSQL
-- sends the notification only on commit, and once per transaction for the same supplier (decision 052). The payload
-- is the supplier's slug, which is what a tenant's catalogue scope names; '*' when the departure's supplier can no
-- longer be found (a cascade from a deleted option), which empties every tenant's pages. SECURITY DEFINER: the
-- lookup must not depend on what the app's own role may read.
CREATE OR REPLACE FUNCTION page_cache_slot_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed_option uuid;
  supplier_slug text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_option := OLD.option_id;
  ELSE
    changed_option := NEW.option_id;
  END IF;
  SELECT s.slug INTO supplier_slug
    FROM options o JOIN experiences e ON e.id = o.experience_id JOIN suppliers s ON s.id = e.supplier_id
    WHERE o.id = changed_option;
  PERFORM pg_notify('excursio_page_cache', coalesce('supplier:' || supplier_slug, '*'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER availability_slots_page_cache_write AFTER INSERT OR DELETE ON availability_slots
  FOR EACH ROW EXECUTE FUNCTION page_cache_slot_changed();
--> statement-breakpoint
-- Not when seats only move from held to booked (a payment confirming its hold): no page shows the difference.
CREATE TRIGGER availability_slots_page_cache_update AFTER UPDATE ON availability_slots
  FOR EACH ROW WHEN (
    OLD.held + OLD.booked IS DISTINCT FROM NEW.held + NEW.booked
    OR OLD.capacity IS DISTINCT FROM NEW.capacity
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.price_overrides IS DISTINCT FROM NEW.price_overrides
    OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
    OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.local_date IS DISTINCT FROM NEW.local_date
    OR OLD.option_id IS DISTINCT FROM NEW.option_id
  ) EXECUTE FUNCTION page_cache_slot_changed();
