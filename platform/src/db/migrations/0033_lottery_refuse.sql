-- A bet is placed in one statement (services/lottery/orders.ts, place): its slip, the issue's
-- checks, the limits it reserves, its orders and its stake's debit. When the statement finds the bet
-- cannot be taken it calls this, and the error undoes everything the statement wrote; the message
-- names the reason for the caller ('lottery_refused:' and a code the service maps to its answer).
create or replace function lottery_refuse(reason text) returns text
language plpgsql as $fn$
begin
  raise exception using errcode = 'P0001', message = 'lottery_refused:' || reason;
end
$fn$;
