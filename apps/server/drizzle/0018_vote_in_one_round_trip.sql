DROP INDEX "submissions_event_popular_idx";--> statement-breakpoint
-- A vote's count update moves no index entry now (the popular index is gone), so it can be a HOT update: leave
-- room on each page for the new row version.
ALTER TABLE "submissions" SET (fillfactor = 90);
--> statement-breakpoint
-- docs/product/hackathons.md#voting (ADR 0036, revised): what a vote was decided on. The server decides the stage and
-- public-voting rules on the event as it read it, possibly a second ago; the vote is written only if the event is
-- still exactly that (this tag), else the server reads it again and decides again.
CREATE OR REPLACE FUNCTION hackathon_vote_tag(e events) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT md5(concat_ws('|', e.type, e.status, extract(epoch FROM e.start_time), extract(epoch FROM e.end_time),
    extract(epoch FROM e.deleted_at), e.hackathon_config::text))
$$;
--> statement-breakpoint
-- One audience vote in one round trip: the event is still as decided on (p_tag), the submission is the event's,
-- the voter is in scope (a registration in p_statuses; NULL: anyone signed in), not on the team, and then
-- cast_vote (migration 0014) keeps the quota, the row and the count. Outcomes beyond cast_vote's: 'stale',
-- 'no_submission', 'out_of_scope', 'own_project'; the voter's registration status comes back for the refusal's
-- wording. The scope's statuses are the domain's (statusesInScope), passed in.
CREATE OR REPLACE FUNCTION cast_vote_checked(p_event text, p_submission text, p_voter text, p_tag text, p_statuses text[],
  p_quota integer, p_per_vote numeric, p_max numeric)
RETURNS TABLE (outcome text, vote_count integer, used integer, registration_status text)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text := NULL;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = p_event AND hackathon_vote_tag(e) = p_tag) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer, NULL::text;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM submissions s WHERE s.id = p_submission AND s.event_id = p_event) THEN
    RETURN QUERY SELECT 'no_submission'::text, NULL::integer, NULL::integer, NULL::text;
    RETURN;
  END IF;
  IF p_statuses IS NOT NULL THEN
    SELECT r.status::text INTO v_status FROM registrations r WHERE r.event_id = p_event AND r.user_id = p_voter LIMIT 1;
    IF v_status IS NULL OR NOT (v_status = ANY (p_statuses)) THEN
      RETURN QUERY SELECT 'out_of_scope'::text, NULL::integer, NULL::integer, v_status;
      RETURN;
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM submission_members m WHERE m.submission_id = p_submission AND m.user_id = p_voter) THEN
    RETURN QUERY SELECT 'own_project'::text, NULL::integer, NULL::integer, v_status;
    RETURN;
  END IF;
  RETURN QUERY SELECT c.outcome, c.vote_count, c.used, v_status
    FROM cast_vote(p_event, p_submission, p_voter, p_quota, p_per_vote, p_max) c;
END
$$;
