-- Each server keeps every active product's card in memory
-- (docs/decisions/008-catalogue-cards-in-memory.md),
-- so a listing or search page is built without a query. To refresh only the cards that changed
-- (a price or stock edit re-encodes a card without touching the index), each entry records the
-- transaction that last wrote its card. A reader re-reads entries written by transactions at or
-- after the oldest one still running when it last looked: a transaction that commits late is
-- never skipped, as it would be with a sequence number taken before commit.
ALTER TABLE catalogue_entries ADD COLUMN card_txid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX catalogue_entries_card_txid_idx ON catalogue_entries (card_txid);

-- Inserts take the default; an update of the card (variants changed) stamps the writer again.
CREATE FUNCTION catalogue_entries_card_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_txid := pg_current_xact_id();
  RETURN NEW;
END $$;

CREATE TRIGGER catalogue_entries_card_written BEFORE UPDATE OF card ON catalogue_entries
  FOR EACH ROW EXECUTE FUNCTION catalogue_entries_card_written();
