-- A product's review_count and rating_total count the reviews its page shows: a hidden review
-- (hidden_at set) is out of them. Hiding, showing, a rating change and a delete (a user's
-- cascade included) move the totals here, so they never drift whatever writes the row.
CREATE OR REPLACE FUNCTION attar_review_totals() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
		UPDATE products SET review_count = review_count - 1, rating_total = rating_total - OLD.rating
			WHERE id = OLD.product_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
		UPDATE products SET review_count = review_count + 1, rating_total = rating_total + NEW.rating
			WHERE id = NEW.product_id;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_product_totals ON reviews;--> statement-breakpoint
CREATE TRIGGER reviews_product_totals AFTER INSERT OR DELETE OR UPDATE OF rating, product_id, hidden_at ON reviews
	FOR EACH ROW EXECUTE FUNCTION attar_review_totals();
