import { supportRoute, upstreamTarget } from './routes';

describe('the console allow-list (docs/chat.md)', () => {
  it('names every call of the table with its method and body', () => {
    expect(supportRoute(['login'])).toMatchObject({
      method: 'POST',
      path: '/support/login',
      session: 'login',
    });
    expect(supportRoute(['logout'])).toMatchObject({ method: 'POST', session: 'logout' });
    expect(supportRoute(['me'])).toMatchObject({ method: 'GET', body: 'none' });
    expect(supportRoute(['staff'])?.path).toBe('/support/staff');
    expect(supportRoute(['conversations', '12', 'messages'])).toMatchObject({
      method: 'GET',
      path: '/support/conversations/12/messages',
    });
    for (const call of ['send', 'read', 'assign', 'close'])
      expect(supportRoute(['conversations', '7', call])).toMatchObject({
        method: 'POST',
        body: 'json',
      });
    expect(supportRoute(['conversations', '7', 'image'])).toMatchObject({ body: 'multipart' });
    expect(supportRoute(['conversations', '7', 'context'])?.method).toBe('GET');
    expect(supportRoute(['image', '99'])).toMatchObject({
      method: 'GET',
      path: '/support/image/99',
      binary: true,
    });
  });

  it('refuses anything else: other paths, bad ids, extra segments, prototype names', () => {
    for (const segments of [
      [],
      ['ops', 'support', 'staff'],
      ['conversations', '0', 'send'],
      ['conversations', '-1', 'send'],
      ['conversations', '1e3', 'send'],
      ['conversations', '..', 'send'],
      ['conversations', '5', 'delete'],
      ['conversations', '5', 'constructor'],
      ['conversations', '5', 'send', 'x'],
      ['conversations', '5'],
      ['image'],
      ['image', 'abc'],
      ['image', '5', 'raw'],
      ['me', 'x'],
      ['__proto__'],
    ])
      expect(supportRoute(segments)).toBeNull();
  });

  it('passes on only the query parameters a route takes', () => {
    const list = supportRoute(['conversations'])!;
    expect(
      upstreamTarget(list, new URLSearchParams('queue=vip&status=closed&token=x&queue=live')),
    ).toBe('/support/conversations?queue=vip&status=closed');
    const messages = supportRoute(['conversations', '3', 'messages'])!;
    expect(upstreamTarget(messages, new URLSearchParams('before=40'))).toBe(
      '/support/conversations/3/messages?before=40',
    );
    expect(upstreamTarget(supportRoute(['me'])!, new URLSearchParams('a=1'))).toBe('/support/me');
  });
});
