-- A send is one statement (issue 10): it claims the idempotency key, charges the allowance and writes
-- the request, its submitters, the audit entry and the invitation together. When the allowance
-- refuses the charge after the request row was written, the statement calls this to abort itself,
-- so nothing it wrote survives; the service reads the SQLSTATE and answers 403 limit_reached.
CREATE FUNCTION countersign_refuse(reason text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'CS403', MESSAGE = reason;
END;
$$;
