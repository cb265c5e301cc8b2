-- runs.search was a generated column: PostgreSQL recomputed it on every UPDATE of a run, so each
-- checkpoint and each lease renewal of a streaming run re-read its whole text (quadratic in a long
-- draft), and every run paid for it twice. It is now kept by a trigger: null while the run is
-- running (a document becomes searchable when it ends), computed when it ends, and again only when
-- an ended run's title, input or output changes. The values already stored are kept.
ALTER TABLE "runs" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
CREATE OR REPLACE FUNCTION runs_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'running' THEN
    NEW.search := NULL;
  ELSIF TG_OP = 'INSERT' OR OLD.status = 'running' OR NEW.search IS NULL
    OR NEW.title IS DISTINCT FROM OLD.title OR NEW.input IS DISTINCT FROM OLD.input
    OR NEW.output IS DISTINCT FROM OLD.output THEN
    NEW.search := setweight(to_tsvector('english', NEW.title), 'A')
      || setweight(jsonb_to_tsvector('english', NEW.input, '["string"]'), 'B')
      || to_tsvector('english', NEW.output);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER runs_search_refresh BEFORE INSERT OR UPDATE ON "runs"
  FOR EACH ROW EXECUTE FUNCTION runs_search_refresh();
