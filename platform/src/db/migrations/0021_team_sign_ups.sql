-- A new member counts as a sign-up in its own team and each upline's, on the merchant's day
-- (UTC+8, as MERCHANT_TZ_OFFSET_MINUTES says).
CREATE FUNCTION team_new_member() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO team_daily_stats AS s (member_id, day, new_members)
  SELECT a::int, (now() AT TIME ZONE 'UTC' + interval '8 hours')::date, 1
    FROM unnest(string_to_array(ltree2text(NEW.path), '.')) AS a
  ON CONFLICT (member_id, day) DO UPDATE SET new_members = s.new_members + 1;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER team_new_member AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION team_new_member();
