-- Group commit's common case in one call: a batch of transfers (JSON, in arrival order) is written
-- whole when no key is used before or twice, every account exists and no member account goes below
-- zero at any point; else nothing is written and ok is false. The statement is planned once per
-- connection (a function's plans are cached), which a batch of a few transfers needs most.
create or replace function ledger_transfer_all(requests json) returns json
language plpgsql as $fn$
declare
  answer json;
begin
  with batch as (
    select * from json_to_recordset(requests)
      as b(ord int, key text, hash text, debit int, credit int, amount bigint, kind text,
           reference text)
  ),
  wanted as (select debit as id from batch union select credit from batch),
  locked as (
    select id, balance, allow_negative from ledger_accounts
     where id in (select id from wanted) order by id for update
  ),
  sides as (
    select ord, 0 as side, debit as account_id, -amount as amount from batch
    union all
    select ord, 1, credit, amount from batch
  ),
  running as (
    select s.ord, s.side, s.account_id, s.amount, l.allow_negative,
           l.balance + sum(s.amount) over (partition by s.account_id order by s.ord, s.side
             rows unbounded preceding) as balance_after
      from sides s join locked l on l.id = s.account_id
  ),
  go as (
    select (select count(*) from locked) = (select count(*) from wanted)
       and (select count(distinct key) from batch) = (select count(*) from batch)
       and not exists (select 1 from running where not allow_negative and balance_after < 0)
       and not exists (select 1 from ledger_transfers
                        where idempotency_key in (select key from batch)) as ok
  ),
  created as (
    insert into ledger_transfers
      (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference)
    select key, hash, debit, credit, amount, kind, reference from batch
     where (select ok from go) order by ord
    returning id, idempotency_key
  ),
  entries as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select c.id, r.account_id, r.amount, r.balance_after
      from running r join batch b on b.ord = r.ord join created c on c.idempotency_key = b.key
     order by r.ord, r.side
    returning 1
  ),
  moved as (
    update ledger_accounts a set balance = a.balance + d.delta
      from (select account_id, sum(amount) as delta from sides group by account_id) d
     where a.id = d.account_id and (select ok from go)
    returning 1
  )
  select json_build_object(
           'ok', (select ok from go),
           'entries', (select count(*) from entries),
           'moved', (select count(*) from moved),
           'created', (select json_agg(json_build_object('key', idempotency_key, 'id', id)) from created),
           'running', (select json_agg(json_build_object('ord', ord, 'side', side, 'after', balance_after)) from running))
    into answer;
  return answer;
end
$fn$;
