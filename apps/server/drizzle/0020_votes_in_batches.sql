-- docs/product/hackathons.md#voting (ADR 0048): the audience votes that reach one process for one event while its
-- earlier votes are being written go together, in one call and one transaction. Each vote keeps its own answer, and
-- exactly the rules of cast_vote_checked (migration 0018) and cast_vote (migration 0014): the event unchanged since
-- the rules were decided on it (p_tag), the submission the event's, the voter in scope, not on the team, the quota,
-- one row per voter and submission, and the count moved with the rows.
--
-- Locks are taken in one order in every batch so that two batches never wait on each other in a circle: first each
-- voter's advisory lock (the key cast_vote uses, so a batch and a single vote by the same person take turns), by key,
-- then the submissions' rows, by id, once per submission for all its new votes.
CREATE OR REPLACE FUNCTION cast_votes_checked(p_event text, p_submissions text[], p_voters text[], p_tag text, p_statuses text[],
  p_quota integer, p_per_vote numeric, p_max numeric)
RETURNS TABLE (ord integer, outcome text, vote_count integer, used integer, registration_status text)
LANGUAGE plpgsql AS $$
DECLARE
  n integer := coalesce(array_length(p_voters, 1), 0);
  v_outcome text[] := array_fill(NULL::text, ARRAY[n]);
  v_used integer[] := array_fill(NULL::integer, ARRAY[n]);
  v_status text[] := array_fill(NULL::text, ARRAY[n]);
  v_key integer;
  v_sub text;
  v_voter text;
  v_st text;
  v_n integer;
BEGIN
  IF array_length(p_submissions, 1) IS DISTINCT FROM array_length(p_voters, 1) THEN
    RAISE EXCEPTION 'cast_votes_checked: % submissions for % voters', array_length(p_submissions, 1), n;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM events e WHERE e.id = p_event AND hackathon_vote_tag(e) = p_tag) THEN
    RETURN QUERY SELECT g::integer, 'stale'::text, NULL::integer, NULL::integer, NULL::text FROM generate_series(1, n) g;
    RETURN;
  END IF;
  FOR v_key IN SELECT DISTINCT hashtext(p_event || ':' || v) AS k FROM unnest(p_voters) v ORDER BY k LOOP
    PERFORM pg_advisory_xact_lock(1987014757, v_key);
  END LOOP;
  FOR i IN 1..n LOOP
    v_sub := p_submissions[i];
    v_voter := p_voters[i];
    IF NOT EXISTS (SELECT 1 FROM submissions s WHERE s.id = v_sub AND s.event_id = p_event) THEN
      v_outcome[i] := 'no_submission';
      CONTINUE;
    END IF;
    IF p_statuses IS NOT NULL THEN
      v_st := NULL;
      SELECT r.status::text INTO v_st FROM registrations r WHERE r.event_id = p_event AND r.user_id = v_voter LIMIT 1;
      v_status[i] := v_st;
      IF v_st IS NULL OR NOT (v_st = ANY (p_statuses)) THEN
        v_outcome[i] := 'out_of_scope';
        CONTINUE;
      END IF;
    END IF;
    IF EXISTS (SELECT 1 FROM submission_members m WHERE m.submission_id = v_sub AND m.user_id = v_voter) THEN
      v_outcome[i] := 'own_project';
      CONTINUE;
    END IF;
    IF p_quota IS NOT NULL THEN
      -- Counted after this batch's earlier votes by the same person: the transaction sees its own rows.
      SELECT count(*)::integer INTO v_n FROM submission_votes sv WHERE sv.event_id = p_event AND sv.voter_id = v_voter;
      v_used[i] := v_n;
      IF EXISTS (SELECT 1 FROM submission_votes sv WHERE sv.submission_id = v_sub AND sv.voter_id = v_voter) THEN
        v_outcome[i] := 'repeat';
        CONTINUE;
      END IF;
      IF v_n >= p_quota THEN
        v_outcome[i] := 'quota';
        CONTINUE;
      END IF;
    END IF;
    INSERT INTO submission_votes (event_id, submission_id, voter_id) VALUES (p_event, v_sub, v_voter) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      v_outcome[i] := 'repeat';
      CONTINUE;
    END IF;
    v_outcome[i] := 'voted';
    v_used[i] := coalesce(v_used[i], 0) + 1;
  END LOOP;
  FOR v_sub, v_n IN
    SELECT t.s, count(*)::integer FROM unnest(p_submissions, v_outcome) AS t(s, o) WHERE t.o = 'voted' GROUP BY t.s ORDER BY t.s
  LOOP
    UPDATE submissions s SET vote_count = s.vote_count + v_n, audience_score = least(p_max, round((s.vote_count + v_n) * p_per_vote, 1))
    WHERE s.id = v_sub;
  END LOOP;
  -- A vote's count is its submission's after the whole batch: the count as it stands when the answer leaves.
  RETURN QUERY
    SELECT t.i::integer, t.o, CASE WHEN t.o IN ('voted', 'repeat') THEN s.vote_count END, t.u, t.st
    FROM unnest(v_outcome, v_used, v_status) WITH ORDINALITY AS t(o, u, st, i)
    LEFT JOIN submissions s ON s.id = p_submissions[t.i::integer]
    ORDER BY t.i;
END
$$;
