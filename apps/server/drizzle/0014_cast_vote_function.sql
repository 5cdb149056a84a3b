-- docs/product/hackathons.md#voting: one audience vote, decided and written in one round trip. Under a quota,
-- one person's votes in one hackathon are taken one at a time (a transaction-scoped advisory lock, held to
-- the end of the calling statement); each statement below reads with a fresh snapshot, so the count after
-- the lock sees every vote its previous holder committed. Outcomes: 'voted' (a row and the count moved),
-- 'repeat' (the vote was already there; nothing moved), 'quota' (the quota is used up; nothing moved).
-- The score's scale and weight are passed in: they are the domain's constants, not this function's.
CREATE OR REPLACE FUNCTION cast_vote(p_event text, p_submission text, p_voter text, p_quota integer, p_per_vote numeric, p_max numeric)
RETURNS TABLE (outcome text, vote_count integer, used integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_used integer := NULL;
  v_count integer;
BEGIN
  IF p_quota IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(1987014757, hashtext(p_event || ':' || p_voter));
    SELECT count(*)::integer INTO v_used FROM submission_votes sv WHERE sv.event_id = p_event AND sv.voter_id = p_voter;
    IF EXISTS (SELECT 1 FROM submission_votes sv WHERE sv.submission_id = p_submission AND sv.voter_id = p_voter) THEN
      SELECT s.vote_count INTO v_count FROM submissions s WHERE s.id = p_submission;
      RETURN QUERY SELECT 'repeat'::text, v_count, v_used;
      RETURN;
    END IF;
    IF v_used >= p_quota THEN
      RETURN QUERY SELECT 'quota'::text, NULL::integer, v_used;
      RETURN;
    END IF;
  END IF;
  INSERT INTO submission_votes (event_id, submission_id, voter_id) VALUES (p_event, p_submission, p_voter) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- Without a quota there is no lock: a concurrent twin of this vote got there first.
    SELECT s.vote_count INTO v_count FROM submissions s WHERE s.id = p_submission;
    RETURN QUERY SELECT 'repeat'::text, v_count, v_used;
    RETURN;
  END IF;
  UPDATE submissions s SET vote_count = s.vote_count + 1, audience_score = least(p_max, round((s.vote_count + 1) * p_per_vote, 1))
  WHERE s.id = p_submission RETURNING s.vote_count INTO v_count;
  RETURN QUERY SELECT 'voted'::text, v_count, coalesce(v_used, 0) + 1;
END
$$;
