-- ledger_transfer_all (0017, 0035) again, with the same argument, rules and answer, in four
-- set-based statements whatever the batch's size: read the batch (and refuse a key given twice);
-- lock the accounts in id order and compute every running balance (a window per account); refuse a
-- key used before; write the transfers, their entries and the new balances. 0035 ran a statement per
-- account and per key (about forty for a batch of eight), each a round through the executor. The
-- function's plans are kept per connection and built with sequential scans off, so a plan made
-- while a table was small still goes by key when it is large.
create or replace function ledger_transfer_all(requests json) returns json
language plpgsql
set enable_seqscan = off
as $fn$
declare
  n int;
  ords int[];
  keys text[];
  hashes text[];
  debits int[];
  credits int[];
  amounts bigint[];
  kinds text[];
  refs text[];
  distinct_keys int;
  wanted int;
  locked int;
  covered boolean;
  running json;
  side_ords int[];
  side_accounts int[];
  side_amounts bigint[];
  side_afters bigint[];
  created json;
  entries int;
  moved int;
begin
  select array_agg(b.ord order by b.ord), array_agg(b.key order by b.ord),
         array_agg(b.hash order by b.ord), array_agg(b.debit order by b.ord),
         array_agg(b.credit order by b.ord), array_agg(b.amount order by b.ord),
         array_agg(b.kind order by b.ord), array_agg(b.reference order by b.ord),
         count(distinct b.key), count(*)
    into ords, keys, hashes, debits, credits, amounts, kinds, refs, distinct_keys, n
    from json_to_recordset(requests)
      as b(ord int, key text, hash text, debit int, credit int, amount bigint, kind text,
           reference text);
  if n = 0 then
    return json_build_object('ok', true, 'entries', 0, 'moved', 0, 'created', '[]'::json,
                             'running', '[]'::json);
  end if;
  if distinct_keys <> n then
    return json_build_object('ok', false, 'entries', 0, 'moved', 0, 'created', null,
                             'running', null);
  end if;

  -- The accounts locked in id order (every writer locks in that order: no deadlock), and each
  -- side's balance after it in arrival order, the debit side before the credit side.
  with accounts as materialized (
    select id, balance, allow_negative from ledger_accounts
     where id = any(debits || credits) order by id for update
  ),
  sides as (
    select b.ord, s.side, case s.side when 0 then b.debit else b.credit end as account,
           case s.side when 0 then -b.amount else b.amount end as amount
      from unnest(ords, debits, credits, amounts) as b(ord, debit, credit, amount)
     cross join (values (0), (1)) as s(side)
  ),
  runs as (
    select s.ord, s.side, s.account, s.amount, a.allow_negative,
           a.balance + sum(s.amount) over (partition by s.account order by s.ord, s.side
             rows unbounded preceding) as after
      from sides s join accounts a on a.id = s.account
  )
  select (select count(*) from accounts),
         (select count(distinct x) from unnest(debits || credits) x),
         coalesce(bool_and(r.allow_negative or r.after >= 0), true),
         json_agg(json_build_object('ord', r.ord, 'side', r.side, 'after', r.after)
                  order by r.ord, r.side),
         array_agg(r.ord order by r.ord, r.side), array_agg(r.account order by r.ord, r.side),
         array_agg(r.amount order by r.ord, r.side), array_agg(r.after order by r.ord, r.side)
    into locked, wanted, covered, running, side_ords, side_accounts, side_amounts, side_afters
    from runs r;
  if locked <> wanted then
    return json_build_object('ok', false, 'entries', 0, 'moved', 0, 'created', null,
                             'running', null);
  end if;
  if exists (select 1 from ledger_transfers where idempotency_key = any(keys)) then
    return json_build_object('ok', false, 'entries', 0, 'moved', 0, 'created', null,
                             'running', null);
  end if;
  if not covered then
    return json_build_object('ok', false, 'entries', 0, 'moved', 0, 'created', null,
                             'running', running);
  end if;

  with inserted as (
    insert into ledger_transfers
      (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference)
    select k, h, d, c, a, t, r from unnest(keys, hashes, debits, credits, amounts, kinds, refs)
      as u(k, h, d, c, a, t, r)
    returning id, idempotency_key
  ),
  written as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_after)
    select i.id, s.account, s.amount, s.after
      from unnest(side_ords, side_accounts, side_amounts, side_afters)
        as s(ord, account, amount, after)
      join unnest(ords, keys) as o(ord, key) on o.ord = s.ord
      join inserted i on i.idempotency_key = o.key
    returning 1
  ),
  balances as (
    update ledger_accounts a set balance = a.balance + d.delta
      from (select account, sum(amount) as delta
              from unnest(side_accounts, side_amounts) as s(account, amount)
             group by account) d
     where a.id = d.account
    returning 1
  )
  select (select json_agg(json_build_object('key', idempotency_key, 'id', id)) from inserted),
         (select count(*) from written), (select count(*) from balances)
    into created, entries, moved;
  return json_build_object('ok', true, 'entries', entries, 'moved', moved, 'created', created,
                           'running', running);
end
$fn$;
