-- Tell every server instance that the catalogue changed, so each empties its pricing cache.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER "ProductPrice_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductPrice"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER "ProductExclusion_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ProductExclusion"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER "ShipmentCountry_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ShipmentCountry"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
