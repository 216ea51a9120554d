-- Sign-ups counted once per statement instead of once per new member (0021). The row trigger
-- upserted today's row of every upline for each new member, so a statement adding n members under
-- one agent updated that agent's row n times in one transaction: each update walks the row's
-- versions so far, and the statement took time in n² (16,000 members under one agent: 6.8 s;
-- the bench's 100,000-member tree did not finish in six minutes). Now each upline's row is upserted
-- once per statement with the count of its new team members. Same counts, same day (UTC+8).
DROP TRIGGER team_new_member ON members;--> statement-breakpoint
DROP FUNCTION team_new_member();--> statement-breakpoint
CREATE FUNCTION team_new_members() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO team_daily_stats AS s (member_id, day, new_members)
  SELECT a::int, (now() AT TIME ZONE 'UTC' + interval '8 hours')::date, count(*)
    FROM new_members m CROSS JOIN unnest(string_to_array(ltree2text(m.path), '.')) AS a
   GROUP BY a
  ON CONFLICT (member_id, day) DO UPDATE SET new_members = s.new_members + excluded.new_members;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER team_new_members AFTER INSERT ON members REFERENCING NEW TABLE AS new_members
  FOR EACH STATEMENT EXECUTE FUNCTION team_new_members();
