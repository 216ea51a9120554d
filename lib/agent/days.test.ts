import { merchantDaysBack } from './days';

it('counts the merchant days (UTC+8): at 17:00 UTC it is already tomorrow there', () => {
  const at = Date.parse('2026-03-10T17:00:00Z');
  expect(merchantDaysBack(7, at)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
  expect(merchantDaysBack(1, Date.parse('2026-03-10T15:59:00Z'))).toEqual({
    from: '2026-03-10',
    to: '2026-03-10',
  });
});
