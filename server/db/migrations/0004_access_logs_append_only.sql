-- The access log is append-only (docs/decisions/0007, PIPA 안전성 확보조치 기준 제8조③): UPDATE, DELETE and
-- TRUNCATE are refused whoever asks, so neither a route nor a mistaken query can rewrite it.
CREATE FUNCTION access_logs_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_logs is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER access_logs_append_only BEFORE UPDATE OR DELETE ON access_logs
  FOR EACH ROW EXECUTE FUNCTION access_logs_refuse_change();
--> statement-breakpoint
CREATE TRIGGER access_logs_no_truncate BEFORE TRUNCATE ON access_logs
  FOR EACH STATEMENT EXECUTE FUNCTION access_logs_refuse_change();
